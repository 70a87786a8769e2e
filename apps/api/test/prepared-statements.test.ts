import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { preparedSql } from '../src/db/prepared';
import { createBookingContextRepository } from '../src/modules/appointments-core/index';
import { createAvailabilityInputs } from '../src/modules/availability/index';
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

  it("the availability inputs' schedule equals the plain reads of her zone, hours, rules and special days", async () => {
    const inputs = createAvailabilityInputs(database.db);
    const context = createBookingContextRepository(database.db, 'USD');
    await database.pool.query(`INSERT INTO special_days (stylist_id, date) VALUES ($1, '2031-03-04'), ($1, '2031-03-05')`, [stylistId]);
    await database.pool.query(`INSERT INTO special_day_intervals (stylist_id, date, start_minute, end_minute) VALUES ($1, '2031-03-05', 600, 720), ($1, '2031-03-05', 780, 900)`, [stylistId]);
    await database.pool.query('UPDATE stylists SET min_notice_minutes = 90, horizon_days = NULL, slot_step_minutes = 30 WHERE id = $1', [stylistId]);
    const schedule = await inputs.schedule(stylistId, '2031-03-01', '2031-03-31');
    const byDay = (a: { weekDay: number; startHour: number }, b: { weekDay: number; startHour: number }) => a.weekDay - b.weekDay || a.startHour - b.startHour;
    const hours = await database.pool.query<{ week_day: number; start_hour: number; end_hour: number }>('SELECT week_day, start_hour, end_hour FROM open_hours WHERE stylist_id = $1', [stylistId]);
    expect(hours.rows.length).toBeGreaterThan(0);
    expect(schedule.timeZone).toBe(await context.timeZone(stylistId));
    expect(schedule.openHours.sort(byDay)).toEqual(hours.rows.map((r) => ({ weekDay: r.week_day, startHour: r.start_hour, endHour: r.end_hour })).sort(byDay));
    expect(schedule.bookingRules).toEqual({ minNoticeMinutes: 90, horizonDays: null, slotStepMinutes: 30 });
    const special = schedule.specialDays.sort((a, b) => a.date.localeCompare(b.date));
    expect(special).toEqual([
      { date: '2031-03-04', intervals: [] },
      { date: '2031-03-05', intervals: expect.arrayContaining([{ startMinute: 600, endMinute: 720 }, { startMinute: 780, endMinute: 900 }]) },
    ]);
    expect((await inputs.schedule(stylistId, '2031-04-01', '2031-04-30')).specialDays).toEqual([]);
    // Without a period: her zone, hours and rules, no special days.
    const undated = await inputs.schedule(stylistId, null, null);
    expect({ ...undated, openHours: undated.openHours.sort(byDay) }).toEqual({ ...schedule, specialDays: [] });
  });

  it("the availability inputs' busy ranges are the appointments' occupied ranges and the blocked time, each marked", async () => {
    const inputs = createAvailabilityInputs(database.db);
    const from = new Date(Date.now() - 3 * DAY_MS);
    const to = new Date(Date.now() + 10 * DAY_MS);
    await database.pool.query(`INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, $2, $3, 'lunch')`, [
      stylistId,
      new Date(from.getTime() + DAY_MS + 123),
      new Date(from.getTime() + DAY_MS + 3_600_000),
    ]);
    // The owner's (the only member's) busy time, keyed by her id.
    const together = [...(await inputs.busy(stylistId, { team: false, memberId: null }, from, to)).values()].flat();
    const occupied = await database.pool.query<{ s: Date; e: Date }>(
      `SELECT lower(r) AS s, upper(r) AS e FROM appointments, unnest(occupied) AS r
        WHERE stylist_id = $1 AND starts_at < $3 AND upper(occupied) > $2 AND (state = 'booked' OR (state = 'held' AND hold_expires_at > now()))`,
      [stylistId, from, to],
    );
    const blockedRanges = await inputs.blocked(stylistId, from, to);
    const byStart = (a: { start: Date }, b: { start: Date }) => a.start.getTime() - b.start.getTime();
    expect(occupied.rows.length).toBeGreaterThan(0);
    expect(blockedRanges).toEqual([{ start: new Date(from.getTime() + DAY_MS + 123), end: new Date(from.getTime() + DAY_MS + 3_600_000) }]);
    expect(together.filter((r) => !r.blocked).map(({ start, end }) => ({ start, end })).sort(byStart)).toEqual(occupied.rows.map((r) => ({ start: new Date(r.s), end: new Date(r.e) })).sort(byStart));
    expect(together.filter((r) => r.blocked).map(({ start, end }) => ({ start, end }))).toEqual(blockedRanges);
  });
});
