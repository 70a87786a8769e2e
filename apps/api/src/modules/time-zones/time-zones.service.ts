import type { HydraCollection } from '@chairly/shared';
import { keptRead, VersionedCache, type StylistChanges } from '../../db/stylist-changes';
import { hydraCollection, orderKey, toLimitOffset, toOrderTerms, type OrderTerm } from '../../lib/hydra';
import type { TimeZonesRepository } from './time-zones.repository';
import { TIME_ZONE_COLUMNS } from './time-zones.repository';
import type { TimeZoneDictionary } from './time-zones.schemas';

const PATH = '/api/time_zone_dictionaries';

/** Pages kept per instance: every order, size and page a settings screen asks for, many times over. */
const KEPT_PAGES = 1_000;

type ListQuery = { page: number; itemsPerPage: number; pagination: boolean } & Record<string, unknown>;
type TimeZoneList = HydraCollection<TimeZoneDictionary>;

/**
 * The time-zone dictionary. With `changes` (issue #22) each page is kept per instance until the
 * reference data changes (migration 0018 notifies '*' for any write to time_zones), like the
 * public reads of docs/decisions.md D22: a kept page is as fresh as a query's.
 */
export function createTimeZonesService(repository: Pick<TimeZonesRepository, 'list' | 'count'>, changes?: StylistChanges) {
  const kept = new VersionedCache<TimeZoneList>(KEPT_PAGES);

  async function read(query: ListQuery, order: OrderTerm[]): Promise<TimeZoneList> {
    const page = query.pagination ? toLimitOffset(query) : {};
    const [rows, total] = await Promise.all([repository.list({ order, ...page }), repository.count()]);
    const members: TimeZoneDictionary[] = rows.map((row) => ({ '@id': `${PATH}/${row.id}`, id: row.id, name: row.label }));
    return hydraCollection({ context: '/api/contexts/TimeZoneDictionary', id: PATH, members, total });
  }

  return {
    async list(query: ListQuery): Promise<TimeZoneList> {
      // Time zones are listed by offset, west to east: the order the seed inserts them in.
      const order = toOrderTerms(query, TIME_ZONE_COLUMNS, { field: 'id', direction: 'asc' });
      if (!changes) return read(query, order);
      const key = `${orderKey(order)}|${query.pagination ? `${query.itemsPerPage}:${query.page}` : 'all'}`;
      return keptRead(changes, kept, key, changes.referenceVersion, () => read(query, order));
    },
  };
}
export type TimeZonesService = ReturnType<typeof createTimeZonesService>;
