import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';

/** One node of the global category tree, named in the request's language (English fallback). */
export const categorySchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Id of the parent category; null for a top-level category. */
  parent: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /api/services/categories — parents come before their children, each level by position. */
export const categoryListSchema = hydraCollectionSchema(categorySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;
