import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * D71: the dashboard's rollup (migration 0041). Every write of an appointment, charge, refund or
 * customer adds its change as a row of `dashboard_day_changes`; `compact` moves them into
 * `dashboard_days` (the `dashboard.compact` job, every minute). Reads are exact before and after,
 * so a compaction that is late, or fails and is tried again next minute, changes no figure. Whether
 * the rollup answers what her rows answer: the repository's `compareWithRollup`.
 */
export function createDashboardRollup(db: Db) {
  return {
    /** Moves the changes written so far; how many it moved (0 while another instance is compacting). */
    async compact(): Promise<number> {
      const { rows } = await db.execute<{ moved: string }>(sql`SELECT dashboard_days_compact() AS moved`);
      return Number(rows[0]?.moved ?? 0);
    },
  };
}
export type DashboardRollup = ReturnType<typeof createDashboardRollup>;
