import { z } from 'zod';
import { appointmentSchema, zInstant } from '../appointments/contracts';
import { DAY_MS } from '../format/wall-time';
import { hydraCollectionSchema } from '../hydra';
import { memberOrAllSchema, memberQuerySchema } from '../members/week';

/** One blocked range lasts at most this many days (a long holiday; a year and a day). */
export const MAX_BLOCKED_TIME_DAYS = 366;
export const MAX_BLOCKED_TIME_NOTE_LENGTH = 500;
/** GET /api/blocked_times looks at most this far at once (the calendar's month, a year of closures). */
export const MAX_BLOCKED_TIME_RANGE_DAYS = 366;

/** Issue 18 (1): a one-off range (holiday, doctor, training) in which no customer can hold or book. */
export const blockedTimeSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('BlockedTime'),
  id: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string(),
  /** Issue #34 stage 2 (D63): whose time it blocks. */
  memberId: z.number().int(),
});
export type BlockedTime = z.infer<typeof blockedTimeSchema>;

export const blockedTimeListSchema = hydraCollectionSchema(blockedTimeSchema);
export type BlockedTimeList = z.infer<typeof blockedTimeListSchema>;

/** POST / PUT answer: the range and the held or booked appointments it covers (the stylist cancels or keeps them). */
export const blockedTimeResultSchema = blockedTimeSchema.extend({ coveredAppointments: z.array(appointmentSchema) });
export type BlockedTimeResult = z.infer<typeof blockedTimeResultSchema>;

function checkRange(startsAt: string, endsAt: string, ctx: z.RefinementCtx, endField: string, maxDays: number, what: string) {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (end <= start) ctx.addIssue({ code: 'custom', path: [endField], message: 'The end must be after the start' });
  else if (end - start > maxDays * DAY_MS) ctx.addIssue({ code: 'custom', path: [endField], message: `${what} is limited to ${maxDays} days` });
}

const note = z.string().trim().max(MAX_BLOCKED_TIME_NOTE_LENGTH, `The note is limited to ${MAX_BLOCKED_TIME_NOTE_LENGTH} characters`);

/** POST /api/blocked_times: end after start, at most 366 days, an optional note; whose (absent: `?member`, else the caller's own). */
export const blockedTimeCreateSchema = z
  .strictObject({ startsAt: zInstant, endsAt: zInstant, note: note.default(''), memberId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() })
  .superRefine((body, ctx) => checkRange(body.startsAt, body.endsAt, ctx, 'endsAt', MAX_BLOCKED_TIME_DAYS, 'A blocked time'));
export type BlockedTimeCreate = z.output<typeof blockedTimeCreateSchema>;

/** PUT /api/blocked_times/{id}: the new range (drag, resize, edit); the note stays when left out. */
export const blockedTimeUpdateSchema = z
  .strictObject({ startsAt: zInstant, endsAt: zInstant, note: note.optional() })
  .superRefine((body, ctx) => checkRange(body.startsAt, body.endsAt, ctx, 'endsAt', MAX_BLOCKED_TIME_DAYS, 'A blocked time'));
export type BlockedTimeUpdate = z.output<typeof blockedTimeUpdateSchema>;

/**
 * GET /api/blocked_times: the ranges that overlap [startsAt[after], startsAt[strictly_before]) — a
 * holiday that began before the range is listed too, so the calendar shows it (at most 366 days).
 */
export const blockedTimeRangeQuerySchema = z
  .object({ 'startsAt[after]': zInstant, 'startsAt[strictly_before]': zInstant, member: memberOrAllSchema.optional() })
  .loose()
  .superRefine((query, ctx) => checkRange(query['startsAt[after]'], query['startsAt[strictly_before]'], ctx, 'startsAt[strictly_before]', MAX_BLOCKED_TIME_RANGE_DAYS, 'The range'));
export type BlockedTimeRangeQuery = z.output<typeof blockedTimeRangeQuerySchema>;

/** GET /api/blocked_times/covered_appointments: what a range would cover, asked before blocking it. */
export const coveredAppointmentsQuerySchema = z
  .object({ startsAt: zInstant, endsAt: zInstant, member: memberQuerySchema.shape.member })
  .loose()
  .superRefine((query, ctx) => checkRange(query.startsAt, query.endsAt, ctx, 'endsAt', MAX_BLOCKED_TIME_DAYS, 'A blocked time'));
export type CoveredAppointmentsQuery = z.output<typeof coveredAppointmentsQuerySchema>;
