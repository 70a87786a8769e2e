import { reviewLinkTokenSchema } from '@chairly/shared';
import { z } from 'zod';
import { listQuery } from '../../lib/hydra';

export const RATES_SORTABLE_FIELDS = ['createdAt'] as const;

/** GET /api/rates: newest first by default; `public=true|false` filters by the public status flag. */
export const ratesListQuerySchema = listQuery(RATES_SORTABLE_FIELDS, {
  public: z
    .enum(['true', 'false'], { error: 'public must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type RatesListQuery = z.output<typeof ratesListQuerySchema>;

export const rateIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const reviewUuidParamsSchema = z.object({ uuid: z.string().max(64) });
/** GET …/review/status: the link's token (other query parameters, such as the client's `_t`, are ignored). */
export const reviewStatusQuerySchema = z.object({ token: reviewLinkTokenSchema.optional() });
