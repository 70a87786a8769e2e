import { z } from 'zod';
import { DAY_MS } from '../format/wall-time';
import { listQuerySchema } from '../hydra';
import { APPOINTMENT_STATES, zInstant } from './contracts';

/** The appointment list screen may look at most this far (a year and a day). */
export const MAX_LIST_RANGE_DAYS = 366;
export const MAX_LIST_SEARCH_LENGTH = 100;
const MEMBER_FILTER = 'member must be the id of a member';
/** Issue #34 (D68): `?member={id}` of the lists (appointments, customers): one member's. */
export const memberFilterParam = z.coerce
  .number({ error: MEMBER_FILTER })
  .int({ error: MEMBER_FILTER })
  .positive({ error: MEMBER_FILTER })
  .max(Number.MAX_SAFE_INTEGER, { error: MEMBER_FILTER })
  .optional()
  .meta({ description: "One member's only (within what the caller may see)" });
const RANGE_REQUIRED = 'Required unless customerId is given; with customerId, both ends of the range or neither';

/**
 * GET /api/appointments/list: the back office's paged list. Same range semantics as the calendar's
 * GET /api/appointments (`startsAt[after]` inclusive, `startsAt[strictly_before]` exclusive), plus a
 * state filter, a customer search (name, last name, e-mail, phone), a `customerId` filter (one
 * customer's history), a `member` filter (one member's appointments, issue #34) and `order[startsAt]`. The range is required unless `customerId` is given;
 * then it is optional (both bounds or neither) and the default order is newest first, else ascending.
 */
export const appointmentListQuerySchema = listQuerySchema(['startsAt'] as const)
  .extend({
    // Required unless customerId is given, which OpenAPI cannot say of a parameter: the description does.
    'startsAt[after]': zInstant.optional().meta({ description: RANGE_REQUIRED }),
    'startsAt[strictly_before]': zInstant.optional().meta({ description: RANGE_REQUIRED }),
    state: z.enum(APPOINTMENT_STATES).optional(),
    search: z.string().trim().max(MAX_LIST_SEARCH_LENGTH).optional(),
    customerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Issue #34 (D68): one member's appointments (within what the caller may see). */
    member: memberFilterParam,
  })
  .superRefine((query, ctx) => {
    const afterText = query['startsAt[after]'];
    const beforeText = query['startsAt[strictly_before]'];
    if (afterText === undefined || beforeText === undefined) {
      if (query.customerId === undefined || afterText !== beforeText) {
        const path = afterText === undefined ? 'startsAt[after]' : 'startsAt[strictly_before]';
        ctx.addIssue({ code: 'custom', path: [path], message: query.customerId === undefined ? 'The range is required' : 'Give both ends of the range or neither' });
      }
      return;
    }
    const after = Date.parse(afterText);
    const before = Date.parse(beforeText);
    if (before <= after) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: 'The end of the range must be after its start' });
    else if (before - after > MAX_LIST_RANGE_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', path: ['startsAt[strictly_before]'], message: `The range is limited to ${MAX_LIST_RANGE_DAYS} days` });
  });
export type AppointmentListQuery = z.output<typeof appointmentListQuerySchema>;
