import { z } from 'zod';
import { DAY_MS } from '../format/wall-time';
import { hydraCollectionSchema } from '../hydra';
import { memberQuerySchema } from '../members/week';
import { DEPOSIT_STATUSES } from '../payments/deposits';

/**
 * docs/architecture.md §7: held → booked → completed | cancelled | no_show; held → expired (its time ran out) or
 * released (let go before that: replaced by the customer's next hold, or deleted while held).
 */
export const APPOINTMENT_STATES = ['held', 'booked', 'completed', 'cancelled', 'no_show', 'expired', 'released'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
export const ACTIVE_APPOINTMENT_STATES = ['held', 'booked'] as const satisfies readonly AppointmentState[];
export const FINAL_APPOINTMENT_STATES = ['completed', 'cancelled', 'no_show', 'expired', 'released'] as const satisfies readonly AppointmentState[];
/** Holds that never became a booking: not shown as bookings to the customer nor in the stylist's default views. */
export const ABANDONED_HOLD_STATES = ['expired', 'released'] as const satisfies readonly AppointmentState[];

/** The transitions a stylist may send with set-state; `charges` says whether money is taken. */
export const APPOINTMENT_TRANSITIONS = ['checkout', 'no-show', 'cancel'] as const;
export type AppointmentTransitionName = (typeof APPOINTMENT_TRANSITIONS)[number];

export const MAX_APPOINTMENT_SERVICES = 10;
export const MAX_APPOINTMENT_NOTE_LENGTH = 2000;
/** A range query (calendar, availability) covers at most this many days. */
export const MAX_RANGE_DAYS = 62;

/** ISO 8601 with an offset (docs/architecture.md §5: times travel with their offset). */
export const zInstant = z.iso.datetime({ offset: true, error: 'Expected an ISO 8601 date-time with an offset, e.g. 2026-11-23T09:00:00+01:00' });

export const appointmentCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** A service as booked: name, price (major units of the appointment's `currency`) and duration copied at booking time. */
export const appointmentServiceSchema = z.object({ id: z.number().int(), name: z.string(), price: z.number(), duration: z.number().int() });

/**
 * Issue #31.3: where the customer is going, on her own bookings' answers: the salon's name, its
 * address in one line (empty when she gave none) with a map search link built from it (no tiles,
 * nothing loaded), and its phone (E.164 for `tel:`, and as she writes it) and e-mail.
 */
export const appointmentSalonSchema = z.object({
  name: z.string(),
  address: z.string(),
  mapUrl: z.string().nullable(),
  phone: z.string(),
  phoneDisplay: z.string(),
  email: z.string(),
});
export type AppointmentSalon = z.infer<typeof appointmentSalonSchema>;

/** The map link of an address: an OpenStreetMap search (a plain link; nothing is loaded from outside). */
export function salonMapUrl(address: string): string | null {
  return address.trim() ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.trim())}` : null;
}

/** docs/product.md §3 "Appointment" plus its state and hold expiry. */
export const appointmentSchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  uuid: z.uuid(),
  state: z.enum(APPOINTMENT_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  amount: z.number(),
  note: z.string(),
  holdExpiresAt: z.string().nullable(),
  customer: appointmentCustomerSchema.nullable(),
  services: z.array(appointmentServiceSchema),
  /**
   * Issue #18: the processing windows inside the appointment (a colour developing), in which the
   * stylist is free for another appointment; the API always sends them (empty when none).
   */
  processing: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })).optional(),
  /**
   * Issue #20: the deposit of a customer's booking (major units; null = none). On a hold it is what is
   * due at confirmation; `depositStatus` is null until it is paid, then paid, refunded, applied
   * (deducted at checkout) or kept (a cancellation inside the window, a no-show).
   */
  depositAmount: z.number().nullable().optional(),
  depositStatus: z.enum(DEPOSIT_STATUSES).nullable().optional(),
  /** Issue #19.3: the series a repeated appointment belongs to (left out when none). */
  seriesId: z.number().int().optional(),
  /** Issue #29: the currency of `amount`, `price` and `depositAmount` (the stylist's; always sent). */
  currency: z.string().optional(),
  /** Issue #31.3: the salon, on the customer's own bookings (her list and a booking by uuid). */
  salon: appointmentSalonSchema.optional(),
  /** Issue #34 (D60): the member of the business the appointment belongs to, and her name (sent on every answer but the calendar's range rows, for now). */
  memberId: z.number().int().optional(),
  memberName: z.string().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * Issue #33 (D50, D55): a range answer (GET /api/appointments) holds at most RANGE_PAGE_SIZE
 * appointments; a longer range says where the rest is in `hydra:view` (`hydra:next`: the same
 * range from a cursor). `hydra:totalItems` is the whole range's count either way. 100 (500 in
 * D50): a page costs about what a small salon's month does, so a busy calendar costs no more per
 * answer; it reads more answers instead (a week of a busy salon: two).
 */
export const RANGE_PAGE_SIZE = 100;
export const appointmentListSchema = hydraCollectionSchema(appointmentSchema).extend({
  'hydra:view': z
    .object({ '@id': z.string(), '@type': z.literal('hydra:PartialCollectionView'), 'hydra:next': z.string().optional() })
    .optional(),
});
export type AppointmentList = z.infer<typeof appointmentListSchema>;

/**
 * Issue #33 (D55): a row of the calendar's range (GET /api/appointments), what the calendar shows
 * and opens: the appointment's id, time, state, customer's name, services' names, amount, note,
 * processing windows, series and member. The rest (`@id`, uuid, contact details, prices, deposit,
 * state history) is in the appointment's own read (GET /api/appointments/{id}).
 */
export const calendarAppointmentSchema = z.object({
  id: z.number().int(),
  state: z.enum(APPOINTMENT_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  amount: z.number(),
  currency: z.string(),
  note: z.string(),
  customer: appointmentCustomerSchema.pick({ id: true, name: true, lastName: true }).nullable(),
  services: z.array(appointmentServiceSchema.pick({ id: true, name: true })),
  /** Issue #18: the processing windows (left out when none). */
  processing: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })).optional(),
  seriesId: z.number().int().optional(),
  /** Issue #34: the member of the business it belongs to, and her name. */
  memberId: z.number().int(),
  memberName: z.string(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;
export const appointmentRangeSchema = hydraCollectionSchema(calendarAppointmentSchema).extend({
  'hydra:view': appointmentListSchema.shape['hydra:view'],
});
export type AppointmentRange = z.infer<typeof appointmentRangeSchema>;

export const appointmentStateChangeSchema = z.object({
  from: z.enum(APPOINTMENT_STATES).nullable(),
  to: z.enum(APPOINTMENT_STATES),
  actor: z.enum(['customer', 'stylist', 'system']),
  at: z.string(),
});
/** GET /api/appointments/{id}: the appointment with its history of state changes. */
export const appointmentDetailSchema = appointmentSchema.extend({ stateChanges: z.array(appointmentStateChangeSchema) });
export type AppointmentDetail = z.infer<typeof appointmentDetailSchema>;

const serviceIds = z
  .array(z.number().int().positive(), { error: 'Choose at least one service' })
  .min(1, 'Choose at least one service')
  .max(MAX_APPOINTMENT_SERVICES, `Choose at most ${MAX_APPOINTMENT_SERVICES} services`);
const note = z.string().trim().max(MAX_APPOINTMENT_NOTE_LENGTH, `The note is limited to ${MAX_APPOINTMENT_NOTE_LENGTH} characters`);

/** Issue #34 (D64): the member of the business an appointment is for. */
const memberId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * POST /api/appointments (stylist): end and amount follow from the services (the member's own
 * duration and price). `memberId` absent: a staff member's own, else the owner's.
 */
export const appointmentCreateSchema = z.strictObject({
  customerId: z.number().int().positive(),
  services: serviceIds,
  startsAt: zInstant,
  note: note.default(''),
  memberId: memberId.optional(),
});
export type AppointmentCreate = z.output<typeof appointmentCreateSchema>;

/**
 * PUT /api/appointments/{id}: move (startsAt), resize (endsAt), or edit; omitted fields stay.
 * Another `memberId` reassigns it (issue #34: dragged to another member's column).
 */
export const appointmentUpdateSchema = z
  .strictObject({
    customerId: z.number().int().positive().optional(),
    services: serviceIds.optional(),
    startsAt: zInstant.optional(),
    endsAt: zInstant.optional(),
    note: note.optional(),
    memberId: memberId.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type AppointmentUpdate = z.output<typeof appointmentUpdateSchema>;

export const appointmentTransitionSchema = z.object({ name: z.enum(APPOINTMENT_TRANSITIONS), to: z.enum(APPOINTMENT_STATES), charges: z.boolean() });
export type AppointmentTransition = z.infer<typeof appointmentTransitionSchema>;
export const appointmentTransitionsSchema = z.array(appointmentTransitionSchema);

export const setStateRequestSchema = z.strictObject({ transition: z.enum(APPOINTMENT_TRANSITIONS) });
/** `charged` is false until the payments gateway takes the money for a charging transition. */
export const setStateResponseSchema = z.object({ appointment: appointmentSchema, charged: z.boolean(), message: z.string() });
export type SetStateResponse = z.infer<typeof setStateResponseSchema>;

/** GET /api/appointments: `startsAt[after]` inclusive, `startsAt[strictly_before]` exclusive, at most 62 days; `cursor` from `hydra:next`. */
export const appointmentRangeQuerySchema = z
  .object({
    'startsAt[after]': zInstant,
    'startsAt[strictly_before]': zInstant,
    /** Where the previous answer stopped (its `hydra:next`): the last start in epoch ms and its id. */
    cursor: z.string().regex(/^\d{1,15}\.\d{1,15}$/, 'The cursor is not one this list gave').optional(),
    /** Issue #34 (D65): one member's appointments (her calendar column or the week's filter); absent, everyone's the caller may see. */
    member: memberQuerySchema.shape.member,
  })
  .loose()
  .superRefine((query, ctx) => {
    const after = Date.parse(query['startsAt[after]']);
    const before = Date.parse(query['startsAt[strictly_before]']);
    if (before <= after) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: 'The end of the range must be after its start' });
    else if (before - after > MAX_RANGE_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: `The range is limited to ${MAX_RANGE_DAYS} days` });
  });
export type AppointmentRangeQuery = z.output<typeof appointmentRangeQuerySchema>;
