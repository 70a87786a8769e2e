import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './constants';

/** JSON-LD (Hydra) collection, as every list call answers (docs/product.md §3, docs/architecture.md §5). */
export function hydraCollectionSchema<T extends z.ZodType>(member: T) {
  return z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('hydra:Collection'),
    'hydra:member': z.array(member),
    'hydra:totalItems': z.number().int().nonnegative(),
  });
}
export type HydraCollection<T> = {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': T[];
  'hydra:totalItems': number;
};

const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
    message: `itemsPerPage must be one of ${PAGE_SIZES.join(', ')}`,
  })
  // The refinement is invisible to JSON Schema: the OpenAPI document lists the sizes as an enum.
  .meta({ enum: [...PAGE_SIZES] });

/** Query of a paginated, sortable list: page, itemsPerPage, order[field]=asc|desc. */
export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortable: F) {
  const order = z.enum(['asc', 'desc']);
  const orderShape = Object.fromEntries(sortable.map((f) => [`order[${f}]`, order.optional()])) as {
    [K in F[number] as `order[${K}]`]: z.ZodOptional<typeof order>;
  };
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    itemsPerPage: pageSize.default(DEFAULT_PAGE_SIZE),
    ...orderShape,
  });
}
