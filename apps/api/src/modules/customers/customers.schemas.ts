import { CUSTOMER_SORTABLE_FIELDS, memberFilterParam } from '@chairly/shared';
import { z } from 'zod';
import { listQuery } from '../../lib/hydra';

export const customerListQuerySchema = listQuery(CUSTOMER_SORTABLE_FIELDS, {
  /** `deleted=false` (the default) lists current customers, `deleted=true` the deleted ones. */
  deleted: z
    .enum(['true', 'false'], { error: 'deleted must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** Part of the name, last name, e-mail or phone, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** Issue #34 (D68): customers with an appointment with this member (within what the caller may see). */
  member: memberFilterParam,
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
