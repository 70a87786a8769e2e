import { z } from 'zod';
import { appointmentSchema, MAX_APPOINTMENT_NOTE_LENGTH, MAX_APPOINTMENT_SERVICES, zInstant } from '../appointments/contracts';
import { CUSTOMER_LIMITS } from '../customers/contracts';
import { hydraCollectionSchema } from '../hydra';

/** POST /api/logged-customer/block-date: hold a slot (DESIGN §7). */
export const blockDateRequestSchema = z.strictObject({
  services: z
    .array(z.number().int().positive(), { error: 'Choose at least one service' })
    .min(1, 'Choose at least one service')
    .max(MAX_APPOINTMENT_SERVICES, `Choose at most ${MAX_APPOINTMENT_SERVICES} services`),
  startsAt: zInstant,
});
export type BlockDateRequest = z.output<typeof blockDateRequestSchema>;

const PHONE = /^[+0-9 ()./-]*$/;

export const bookingContactSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(CUSTOMER_LIMITS.name),
  lastName: z.string().trim().max(CUSTOMER_LIMITS.lastName).default(''),
  email: z.string().trim().toLowerCase().pipe(z.email('Email must be a valid email').max(CUSTOMER_LIMITS.email)),
  phone: z.string().trim().max(CUSTOMER_LIMITS.phone).regex(PHONE, 'Phone may contain digits, spaces and + ( ) . / -').default(''),
});
export type BookingContact = z.output<typeof bookingContactSchema>;

/** POST /api/logged-customer/appointment/confirm. */
export const confirmBookingRequestSchema = z.strictObject({
  appointmentId: z.number().int().positive(),
  stripeCardId: z.string().trim().min(1).max(255).nullable(),
  customer: bookingContactSchema,
  note: z.string().trim().max(MAX_APPOINTMENT_NOTE_LENGTH).default(''),
});
export type ConfirmBookingRequest = z.output<typeof confirmBookingRequestSchema>;

/**
 * POST /api/logged-customer/appointment (SPEC §7): the one-call booking, block-date and confirm
 * in one body for clients that need no hold step.
 */
export const bookRequestSchema = z.strictObject({
  services: blockDateRequestSchema.shape.services,
  startsAt: zInstant,
  stripeCardId: confirmBookingRequestSchema.shape.stripeCardId,
  customer: bookingContactSchema,
  note: confirmBookingRequestSchema.shape.note,
});
export type BookRequest = z.output<typeof bookRequestSchema>;

/** GET /api/logged-customer/appointments: `period` upcoming (ends in the future) or past; all by default. */
export const customerAppointmentsQuerySchema = z
  .object({
    period: z.enum(['upcoming', 'past', 'all']).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(100).default(100),
  })
  .loose();
export type CustomerAppointmentsQuery = z.output<typeof customerAppointmentsQuerySchema>;
export const customerAppointmentListSchema = hydraCollectionSchema(appointmentSchema);

/** Whether cancelling now falls inside the stylist's cancellation window (a fee may be charged). */
export const cancellationInfoSchema = z.object({ insideWindow: z.boolean(), feePercentage: z.number().int().nullable() });
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>;
export const customerCancelResponseSchema = cancellationInfoSchema.extend({ appointment: appointmentSchema });

/** GET /api/logged-customer/customer: the per-stylist profile (id null before the first booking). */
export const bookingCustomerProfileSchema = z.object({ id: z.number().int().nullable(), name: z.string(), lastName: z.string(), email: z.string(), phone: z.string() });
export type BookingCustomerProfile = z.infer<typeof bookingCustomerProfileSchema>;

export const CONSULTATION_MESSAGE_MAX = 2000;
export const consultationRequestSchema = z.strictObject({
  serviceId: z.number().int().positive().nullable().optional(),
  message: z.string().trim().min(1, 'Message is required').max(CONSULTATION_MESSAGE_MAX, `The message is limited to ${CONSULTATION_MESSAGE_MAX} characters`),
  preferredContact: z.enum(['email', 'phone'], { error: 'Preferred contact must be email or phone' }),
});
export type ConsultationRequest = z.output<typeof consultationRequestSchema>;
export const consultationSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  message: z.string(),
  preferredContact: z.enum(['email', 'phone']),
  createdAt: z.string(),
});
export type Consultation = z.infer<typeof consultationSchema>;
