import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { preparedSql } from '../src/db/prepared';
import { createAppointmentsRepository, createBookingContextRepository } from '../src/modules/appointments-core/index';
import { createBlockedTimesRepository } from '../src/modules/blocked-times/index';
import { createMigratedDatabase } from './helpers';

// Issue #22: the hot reads run as statements prepared once; they must read exactly what the
// statements they replace read.
let database: Database;
let drop: () => Promise<void>;
let stylistId: number;
beforeAll(async () => {
  const db = await createMigratedDatabase('demo');
  database = db.database;
  drop = db.drop;
  const { rows } = await database.pool.query<{ id: string }>('SELECT id FROM stylists WHERE subdomain = $1', [DEMO_SUBDOMAINS.anna]);
  stylistId = Number(rows[0]?.id);
});
afterAll(async () => drop());

const DAY_MS = 86_400_000;

describe('prepared statements', () => {
  it('read the same rows as db.execute, timestamps as text, and run as one named statement', async () => {
    const query = sql`SELECT id, starts_at, hold_expires_at, amount_cents FROM appointments WHERE stylist_id = ${sql.placeholder('stylistId')} ORDER BY id LIMIT 5`;
    const prepared = preparedSql<Record<string, unknown>>(database.db, query);
    const direct = await database.db.execute(sql`SELECT id, starts_at, hold_expires_at, amount_cents FROM appointments WHERE stylist_id = ${stylistId} ORDER BY id LIMIT 5`);
    expect(direct.rows.length).toBe(5);
    expect(await prepared({ stylistId })).toEqual(direct.rows);
    expect(typeof (await prepared({ stylistId }))[0]?.starts_at).toBe('string');
    // Twice on every connection of the pool: PostgreSQL keeps it as one prepared statement each.
    await Promise.all(Array.from({ length: 20 }, () => prepared({ stylistId })));
    const client = await database.pool.connect();
    try {
      await client.query({ name: 'probe', text: 'SELECT 1' });
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'q\\_%'");
      expect(rows[0]?.n).toBeLessThanOrEqual(1);
    } finally {
      client.release();
    }
  });

  it("the slot list's schedule equals the four reads it replaces", async () => {
    const context = createBookingContextRepository(database.db);
    await database.pool.query(`INSERT INTO special_days (stylist_id, date) VALUES ($1, '2031-03-04'), ($1, '2031-03-05')`, [stylistId]);
    await database.pool.query(`INSERT INTO special_day_intervals (stylist_id, date, start_minute, end_minute) VALUES ($1, '2031-03-05', 600, 720), ($1, '2031-03-05', 780, 900)`, [stylistId]);
    await database.pool.query('UPDATE stylists SET min_notice_minutes = 90, horizon_days = NULL, slot_step_minutes = 30 WHERE id = $1', [stylistId]);
    const schedule = await context.schedule(stylistId, '2031-03-01', '2031-03-31');
    const byDate = (a: { date: string }, b: { date: string }) => a.date.localeCompare(b.date);
    const byDay = (a: { weekDay: number; startHour: number }, b: { weekDay: number; startHour: number }) => a.weekDay - b.weekDay || a.startHour - b.startHour;
    expect(schedule.timeZone).toBe(await context.timeZone(stylistId));
    expect(schedule.openHours.sort(byDay)).toEqual((await context.openHours(stylistId)).sort(byDay));
    expect(schedule.bookingRules).toEqual(await context.bookingRules(stylistId));
    expect(schedule.bookingRules).toEqual({ minNoticeMinutes: 90, horizonDays: null, slotStepMinutes: 30 });
    const special = schedule.specialDays.sort(byDate);
    expect(special).toEqual((await context.specialDays(stylistId, '2031-03-01', '2031-03-31')).sort(byDate));
    expect(special.map((d) => d.intervals.length)).toEqual([0, 2]);
    expect((await context.schedule(stylistId, '2031-04-01', '2031-04-30')).specialDays).toEqual([]);
  });

  it('busy ranges with blocked time are the two reads it replaces, each marked', async () => {
    const appointments = createAppointmentsRepository(database.db);
    const blocked = createBlockedTimesRepository(database.db);
    const from = new Date(Date.now() - 3 * DAY_MS);
    const to = new Date(Date.now() + 10 * DAY_MS);
    await database.pool.query(`INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, $2, $3, 'lunch')`, [
      stylistId,
      new Date(from.getTime() + DAY_MS + 123),
      new Date(from.getTime() + DAY_MS + 3_600_000),
    ]);
    const together = await appointments.busyWithBlocked(stylistId, from, to);
    const busy = await appointments.busyRanges(stylistId, from, to);
    const blockedRanges = await blocked.ranges(stylistId, from, to);
    expect(busy.length).toBeGreaterThan(0);
    expect(blockedRanges.length).toBe(1);
    expect(together.filter((r) => !r.blocked).map(({ start, end }) => ({ start, end }))).toEqual(busy);
    expect(together.filter((r) => r.blocked).map(({ start, end }) => ({ start, end }))).toEqual(blockedRanges);
  });
});
