import { memberQuerySchema, SERVICE_SORTABLE_FIELDS } from '@chairly/shared';
import { z } from 'zod';
import { listQuery } from '../../lib/hydra';

export const serviceListQuerySchema = listQuery(SERVICE_SORTABLE_FIELDS, {
  /** Part of the service's name, case-insensitive. */
  search: z.string().trim().max(100).optional(),
});
export type ServiceListQuery = z.output<typeof serviceListQuerySchema>;

export const serviceIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Public lists answer in full; other parameters (the SPA's cache-busting timestamp) pass. */
/** `member` (issue #34): one member's services, at her durations and prices. */
export const publicServiceListQuerySchema = memberQuerySchema.loose();
