import { z } from 'zod';
import { listQuerySchema } from '../hydra';
import { APPOINTMENT_STATES, zInstant } from './contracts';

/** The appointment list screen may look at most this far (a year and a day). */
export const MAX_LIST_RANGE_DAYS = 366;
export const MAX_LIST_SEARCH_LENGTH = 100;

/**
 * GET /api/appointments/list: the back office's paged list. Same range semantics as the calendar's
 * GET /api/appointments (`startsAt[after]` inclusive, `startsAt[strictly_before]` exclusive), plus a
 * state filter, a customer search (name, last name, e-mail, phone) and `order[startsAt]` (default asc).
 */
export const appointmentListQuerySchema = listQuerySchema(['startsAt'] as const)
  .extend({
    'startsAt[after]': zInstant,
    'startsAt[strictly_before]': zInstant,
    state: z.enum(APPOINTMENT_STATES).optional(),
    search: z.string().trim().max(MAX_LIST_SEARCH_LENGTH).optional(),
  })
  .superRefine((query, ctx) => {
    const after = Date.parse(query['startsAt[after]']);
    const before = Date.parse(query['startsAt[strictly_before]']);
    if (before <= after) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: 'The end of the range must be after its start' });
    else if (before - after > MAX_LIST_RANGE_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: `The range is limited to ${MAX_LIST_RANGE_DAYS} days` });
  });
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;
