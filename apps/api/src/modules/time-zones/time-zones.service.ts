import { hydraCollection, toLimitOffset, toOrderTerms } from '../../lib/hydra';
import type { TimeZonesRepository } from './time-zones.repository';
import { TIME_ZONE_COLUMNS } from './time-zones.repository';
import type { TimeZoneDictionary } from './time-zones.schemas';

const PATH = '/api/time_zone_dictionaries';

type ListQuery = { page: number; itemsPerPage: number; pagination: boolean } & Record<string, unknown>;

export function createTimeZonesService(repository: Pick<TimeZonesRepository, 'list' | 'count'>) {
  return {
    async list(query: ListQuery) {
      // Time zones are listed by offset, west to east: the order the seed inserts them in.
      const order = toOrderTerms(query, TIME_ZONE_COLUMNS, { field: 'id', direction: 'asc' });
      const page = query.pagination ? toLimitOffset(query) : {};
      const [rows, total] = await Promise.all([repository.list({ order, ...page }), repository.count()]);
      const members: TimeZoneDictionary[] = rows.map((row) => ({ '@id': `${PATH}/${row.id}`, id: row.id, name: row.label }));
      return hydraCollection({ context: '/api/contexts/TimeZoneDictionary', id: PATH, members, total });
    },
  };
}
export type TimeZonesService = ReturnType<typeof createTimeZonesService>;
