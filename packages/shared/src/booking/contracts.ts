import { z } from 'zod';
import { appointmentSchema, MAX_APPOINTMENT_NOTE_LENGTH, MAX_APPOINTMENT_SERVICES, zInstant } from '../appointments/contracts';
import { CUSTOMER_LIMITS } from '../customers/contracts';
import { hydraCollectionSchema } from '../hydra';
import { memberQuerySchema } from '../members/week';
import { zPhoneText } from '../validation/phone-text';

/**
 * Issue #34 (D64): the member the customer books with; absent = "anyone available" (the member is
 * assigned when the time is taken: fewest bookings that day, then the team's order).
 */
export const bookingMemberIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

/** POST /api/logged-customer/block-date: hold a slot (docs/architecture.md §7). */
export const blockDateRequestSchema = z.strictObject({
  services: z
    .array(z.number().int().positive(), { error: 'Choose at least one service' })
    .min(1, 'Choose at least one service')
    .max(MAX_APPOINTMENT_SERVICES, `Choose at most ${MAX_APPOINTMENT_SERVICES} services`),
  startsAt: zInstant,
  memberId: bookingMemberIdSchema,
});
export type BlockDateRequest = z.output<typeof blockDateRequestSchema>;

export const bookingContactSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(CUSTOMER_LIMITS.name),
  lastName: z.string().trim().max(CUSTOMER_LIMITS.lastName).default(''),
  email: z.string().trim().toLowerCase().pipe(z.email('Email must be a valid email').max(CUSTOMER_LIMITS.email)),
  /** Read in the stylist's country and stored in E.164 when the booking is confirmed (issue #29.4). */
  phone: zPhoneText(CUSTOMER_LIMITS.phone).default(''),
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
 * POST /api/logged-customer/appointment (docs/product.md §7): the one-call booking, block-date and confirm
 * in one body for clients that need no hold step.
 */
export const bookRequestSchema = z.strictObject({
  services: blockDateRequestSchema.shape.services,
  startsAt: zInstant,
  stripeCardId: confirmBookingRequestSchema.shape.stripeCardId,
  customer: bookingContactSchema,
  note: confirmBookingRequestSchema.shape.note,
  memberId: bookingMemberIdSchema,
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

/**
 * Issue #20: the deposit needs the customer to authenticate the payment (a card with 3-D Secure).
 * Answered with 202 by confirm and the one-call booking: the browser goes to `actionUrl` (the
 * provider's page) and comes back to the confirm step, which confirms `appointmentId` again.
 */
export const depositActionSchema = z.object({ status: z.literal('requires_action'), appointmentId: z.number().int(), actionUrl: z.string() });
export type DepositAction = z.infer<typeof depositActionSchema>;

/** The query of GET /api/public/deposit: the chosen services, in order (`services=3,5`); `member` (issue #34): at her prices, to her account. */
export const depositQuoteQuerySchema = z.object({
  services: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,9}$/, 'services is a comma-separated list of up to 10 service ids')
    .transform((text) => text.split(',').map(Number)),
  member: memberQuerySchema.shape.member,
});
/**
 * GET /api/public/deposit: what is due when booking these services (major units of her `currency`; null = no deposit),
 * and until how many hours before the start a cancellation refunds it.
 */
export const depositQuoteSchema = z.object({ amount: z.number().nullable(), refundWindowHours: z.number().int(), currency: z.string().optional() });
export type DepositQuote = z.infer<typeof depositQuoteSchema>;

/**
 * Whether cancelling now falls inside the stylist's cancellation window (a fee may be charged);
 * with a paid deposit (issue #20), its amount and whether cancelling now refunds it.
 */
export const cancellationInfoSchema = z.object({
  insideWindow: z.boolean(),
  feePercentage: z.number().int().nullable(),
  deposit: z.object({ amount: z.number(), refunded: z.boolean(), currency: z.string().optional() }).nullable().optional(),
});
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
