import { z } from 'zod';
import { appointmentSchema, MAX_APPOINTMENT_SERVICES, zInstant } from '../appointments/contracts';
import { daysBetween } from '../format/wall-time';
import { hydraCollectionSchema } from '../hydra';

/** Issue 21: a waitlist entry covers at most this many days (from and to included). */
export const MAX_WAITLIST_DAYS = 60;

/** Start times in the stylist's zone: morning before 12:00, afternoon 12:00–17:00, evening from 17:00. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_BOUNDS = { afternoonFromMinute: 12 * 60, eveningFromMinute: 17 * 60 } as const;

/** The part of the day a start at `minuteOfDay` (local) falls in. */
export function timeOfDayOf(minuteOfDay: number): TimeOfDay {
  if (minuteOfDay < TIME_OF_DAY_BOUNDS.afternoonFromMinute) return 'morning';
  return minuteOfDay < TIME_OF_DAY_BOUNDS.eveningFromMinute ? 'afternoon' : 'evening';
}

export const WAITLIST_STATES = ['waiting', 'booked', 'ended', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string()
  .regex(DATE, 'Expected a date as yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Expected an existing calendar date');

/** POST /api/logged-customer/waitlist: services in booking order, a range of up to 60 days, times of day ('any' = all). */
export const waitlistJoinSchema = z
  .strictObject({
    services: z
      .array(z.number().int().positive())
      .min(1, 'Choose at least one service')
      .max(MAX_APPOINTMENT_SERVICES, `At most ${MAX_APPOINTMENT_SERVICES} services`),
    from: calendarDate,
    to: calendarDate,
    timesOfDay: z
      .array(z.enum([...TIMES_OF_DAY, 'any']))
      .min(1, 'Choose the times of day that suit you')
      .max(4),
    /** Issue #34 (D64): the member she waits for; absent = anyone. */
    memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .superRefine((body, ctx) => {
    const days = daysBetween(body.from, body.to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must not be before the start date' });
    else if (days + 1 > MAX_WAITLIST_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `The waitlist range is limited to ${MAX_WAITLIST_DAYS} days` });
  });
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;

export const waitlistEntrySchema = z.object({
  '@id': z.string(),
  '@type': z.literal('WaitlistEntry'),
  id: z.number().int(),
  services: z.array(z.object({ id: z.number().int(), name: z.string(), duration: z.number().int() })),
  duration: z.number().int(),
  from: z.string(),
  to: z.string(),
  timesOfDay: z.array(z.enum(TIMES_OF_DAY)),
  state: z.enum(WAITLIST_STATES),
  createdAt: z.string(),
  /** Issue #34: the member she waits for (null: anyone). */
  memberId: z.number().int().nullable().optional(),
  /** The stylist's list only: who waits. */
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }).optional(),
  /** The times offered so far, newest first. */
  offers: z.array(z.object({ startsAt: z.string(), createdAt: z.string(), byStylist: z.boolean() })),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryListSchema = hydraCollectionSchema(waitlistEntrySchema);
export type WaitlistEntryList = z.infer<typeof waitlistEntryListSchema>;

/**
 * GET /api/waitlist (issue #33, D57): waiting entries by default, `state=all` adds the booked and
 * ended ones; paged and sorted as every list (`page`, `itemsPerPage`, `order[field]=asc|desc` of
 * these fields; by dates, then id, when none is given). The API's query schema adds the checks.
 */
export const WAITLIST_SORTABLE_FIELDS = ['from', 'to', 'createdAt'] as const;
export type WaitlistSortField = (typeof WAITLIST_SORTABLE_FIELDS)[number];
export const WAITLIST_LIST_STATES = ['waiting', 'all'] as const;

/**
 * Issue #31.3: GET /api/public/waitlist/offer/{uuid}: what the stylist holds for a waitlist customer,
 * for the offer page signed in or out (the hold's uuid, sent only in her message, is what lets it be read).
 */
export const waitlistHeldOfferSchema = appointmentSchema.pick({ startsAt: true, endsAt: true, state: true, holdExpiresAt: true, services: true, amount: true, currency: true });
export type WaitlistHeldOffer = z.infer<typeof waitlistHeldOfferSchema>;

/** POST /api/waitlist/{id}/offer: the stylist holds this start for the entry's customer. */
export const waitlistOfferSchema = z.strictObject({ startsAt: zInstant });
export type WaitlistOffer = z.output<typeof waitlistOfferSchema>;
export const waitlistOfferResultSchema = z.object({ appointmentId: z.number().int(), startsAt: z.string(), holdExpiresAt: z.string() });
export type WaitlistOfferResult = z.infer<typeof waitlistOfferResultSchema>;
