import { hydraCollectionSchema } from '@chairly/shared';
import { z } from 'zod';
import { listQuery, paginationParam } from '../../lib/hydra';

export const TIME_ZONE_SORTABLE = ['id', 'name'] as const;

export const timeZoneListQuerySchema = listQuery(TIME_ZONE_SORTABLE, { pagination: paginationParam });

export const timeZoneDictionarySchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  /** Readable name, e.g. "(UTC+01:00) Europe/Berlin". */
  name: z.string(),
});
export type TimeZoneDictionary = z.infer<typeof timeZoneDictionarySchema>;

export const timeZoneListSchema = hydraCollectionSchema(timeZoneDictionarySchema);
