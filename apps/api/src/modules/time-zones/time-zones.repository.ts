import { count, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeZones } from '../../db/schema/index';

export const TIME_ZONE_COLUMNS = { id: timeZones.id, name: timeZones.label };

export type TimeZonesRepository = ReturnType<typeof createTimeZonesRepository>;

export function createTimeZonesRepository(db: Db) {
  return {
    async list(options: { orderBy: SQL[]; limit?: number; offset?: number }) {
      const query = db
        .select({ id: timeZones.id, label: timeZones.label })
        .from(timeZones)
        .orderBy(...options.orderBy)
        .$dynamic();
      if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
      return query;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(timeZones);
      return row?.total ?? 0;
    },
  };
}
