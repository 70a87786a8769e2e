import { z } from 'zod';
import { MAX_APPOINTMENT_SERVICES, MAX_RANGE_DAYS } from '../appointments/contracts';
import { daysBetween } from '../format/wall-time';

export const BOOKING_RULES = { stepMinutes: 15, minNoticeMinutes: 60, horizonDays: 90, holdMinutes: 10, maxDurationMinutes: 24 * 60 } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const calendarDate = z
  .string()
  .regex(DATE, 'Expected a date as yyyy-MM-dd')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Expected an existing calendar date');

/** Path of GET /api/public/services/duration/{duration}/available-dates/period/{startDate}/{endDate}. */
export const availableDatesParamsSchema = z
  .object({
    duration: z.coerce.number().int('Duration must be a whole number of minutes').positive('Duration must be positive').max(BOOKING_RULES.maxDurationMinutes),
    startDate: calendarDate,
    endDate: calendarDate,
  })
  .superRefine((params, ctx) => {
    const days = daysBetween(params.startDate, params.endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must not be before the start date' });
    else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `The period is limited to ${MAX_RANGE_DAYS} days` });
  });
export type AvailableDatesParams = z.output<typeof availableDatesParamsSchema>;

/**
 * Query of the same call (issue #18): `services=3,5` — the chosen services, in order. Their buffers
 * and processing windows then count (what a booking of them occupies); `duration` must be their
 * total. Without it, a booking of `duration` minutes occupies just that.
 * Issue #34 (D64): `member={id}` — that member's times only; absent or `any` — "anyone available":
 * a time at least one member who performs every chosen service is free for (with her durations).
 */
export const availableDatesQuerySchema = z.object({
  services: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15}){0,9}$/, `Expected up to ${MAX_APPOINTMENT_SERVICES} service ids separated by commas, e.g. 3,5`)
    .transform((value) => value.split(',').map(Number))
    .optional(),
  member: z
    .string()
    .regex(/^(any|[1-9]\d{0,14})$/, 'Expected a member id or any')
    .transform((value): number | 'any' => (value === 'any' ? 'any' : Number(value)))
    .optional(),
});
export type AvailableDatesQuery = z.output<typeof availableDatesQuerySchema>;

/** docs/architecture.md §7: wall-clock times in the stylist's zone; only dates with at least one time. */
export const availableDatesSchema = z.object({
  timeZone: z.string(),
  dates: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});
export type AvailableDates = z.infer<typeof availableDatesSchema>;
