import { WAITLIST_LIST_STATES, WAITLIST_SORTABLE_FIELDS } from '@chairly/shared';
import { z } from 'zod';
import { listQuery } from '../../lib/hydra';

/** GET /api/waitlist: the list query of every list (page, itemsPerPage, order[from|to|createdAt]) and which entries. */
export const stylistWaitlistQuerySchema = listQuery(WAITLIST_SORTABLE_FIELDS, {
  /** `waiting` (the default): entries still waiting; `all`: also the booked and ended ones. */
  state: z.enum(WAITLIST_LIST_STATES, { error: 'state must be waiting or all' }).default('waiting'),
});
export type StylistWaitlistQuery = z.output<typeof stylistWaitlistQuerySchema>;
