import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysStatementFor, rolledUpDaysStatementFor } from './dashboard.repository';

type Day = Record<string, string | number | null>;

/** A days statement's answer as figures: days with a figure, numbers, in order (the rollup may keep a day back at zero). */
async function daysOf(db: Db, statement: SQL): Promise<Day[]> {
  const { rows } = await db.execute<Day>(statement);
  const figures = (d: Day) => Object.entries(d).filter(([k]) => k !== 'day' && k !== 'member_id');
  return rows
    .filter((d) => figures(d).some(([, v]) => Number(v) !== 0))
    .map((d) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v === null ? null : Number(v)])))
    .sort((a, b) => Number(a.day) - Number(b.day) || Number(a.member_id ?? 0) - Number(b.member_id ?? 0));
}

/**
 * D71: the dashboard's rollup (migration 0041). Every write of an appointment, charge, refund or
 * customer adds its change as a row of `dashboard_day_changes`; `compact` moves them into
 * `dashboard_days` (the `dashboard.compact` job, every minute). Reads are exact before and after,
 * so a compaction that is late, or fails and is tried again next minute, changes no figure.
 */
export function createDashboardRollup(db: Db) {
  return {
    /** Moves the changes written so far; how many it moved (0 while another instance is compacting). */
    async compact(): Promise<number> {
      const { rows } = await db.execute<{ moved: string }>(sql`SELECT dashboard_days_compact() AS moved`);
      return Number(rows[0]?.moved ?? 0);
    },
    /**
     * Her days of [from, to) (local dates, in her zone) from the rollup and from her rows: the same
     * figures when the rollup is right (the stress suite's check after its races; after a bulk load).
     */
    async compare(stylistId: number, from: string, to: string): Promise<{ same: boolean; rolledUp: Day[]; rows: Day[] }> {
      const zone = await db.execute<{ name: string }>(sql`SELECT coalesce(z.name, 'UTC') AS name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${stylistId}`);
      const range = { from, to, timeZone: zone.rows[0]?.name ?? 'UTC' };
      const [rolledUp, rows] = [await daysOf(db, rolledUpDaysStatementFor(stylistId, range)), await daysOf(db, daysStatementFor(stylistId, range))];
      return { same: JSON.stringify(rolledUp) === JSON.stringify(rows), rolledUp, rows };
    },
  };
}
export type DashboardRollup = ReturnType<typeof createDashboardRollup>;
