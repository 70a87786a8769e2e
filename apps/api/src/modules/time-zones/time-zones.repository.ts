import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedByShape, preparedOnce } from '../../db/prepared';
import { timeZones } from '../../db/schema/index';
import { orderByOf, orderKey, type OrderTerm } from '../../lib/hydra';

export const TIME_ZONE_COLUMNS = { id: timeZones.id, name: timeZones.label };

export type TimeZonesRepository = ReturnType<typeof createTimeZonesRepository>;

type ListShape = { order: OrderTerm[]; paged: boolean };

/** Reference data; the list and the count are prepared once per order (issue #22). */
export function createTimeZonesRepository(db: Db) {
  const list = preparedByShape(
    ({ order, paged }: ListShape) => `${orderKey(order)}|${paged}`,
    ({ order, paged }: ListShape) => {
      const query = db
        .select({ id: timeZones.id, label: timeZones.label })
        .from(timeZones)
        .orderBy(...orderByOf(order, TIME_ZONE_COLUMNS))
        .$dynamic();
      return paged ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query;
    },
  );
  const total = preparedOnce(() => db.select({ total: count() }).from(timeZones));
  return {
    async list(options: { order: OrderTerm[]; limit?: number; offset?: number }) {
      const paged = options.limit !== undefined;
      return list({ order: options.order, paged }).execute(paged ? { limit: options.limit, offset: options.offset ?? 0 } : {});
    },
    async count(): Promise<number> {
      const [row] = await total().execute();
      return row?.total ?? 0;
    },
  };
}
