import { z } from 'zod';
import { zInstant } from '../appointments/contracts';
import { availableDatesParamsSchema } from '../availability/contracts';
import { bookingMemberIdSchema } from './contracts';

/**
 * POST /api/logged-customer/appointment/reschedule (issue #19.1): move an own booked appointment to
 * another start, for the same services; answers the moved booking. `memberId` (issue #34): the
 * member to move it to; absent = anyone, the member she had first when she is free.
 */
export const rescheduleRequestSchema = z.strictObject({
  appointmentId: z.number().int().positive(),
  startsAt: zInstant,
  memberId: bookingMemberIdSchema,
});
export type RescheduleRequest = z.output<typeof rescheduleRequestSchema>;

/**
 * GET /api/logged-customer/appointment/{id}/reschedule: whether the customer may still move it
 * online, and else whom to ask (the stylist's business name, phone and e-mail).
 * `reason`: `window` inside the cancellation window, `started` it has started, `state` not booked.
 */
export const rescheduleInfoSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(['window', 'started', 'state']).nullable(),
  contact: z.object({ businessName: z.string(), phone: z.string(), email: z.string() }),
});
export type RescheduleInfo = z.infer<typeof rescheduleInfoSchema>;

/**
 * Path of GET /api/logged-customer/appointment/{id}/available-dates/period/{startDate}/{endDate}:
 * the period rules of the public slot list (real dates, end not before start, at most 62 days).
 */
export const rescheduleDatesParamsSchema = z
  .object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), startDate: z.string(), endDate: z.string() })
  .superRefine((params, ctx) => {
    const period = availableDatesParamsSchema.safeParse({ duration: 1, startDate: params.startDate, endDate: params.endDate });
    if (!period.success) for (const issue of period.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** Query of that list (issue #34): `member={id}` one member's times, `any` or absent anyone's. */
export const rescheduleDatesQuerySchema = z.object({
  member: z.union([z.literal('any'), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).optional(),
});
export type RescheduleDatesQuery = z.output<typeof rescheduleDatesQuerySchema>;
