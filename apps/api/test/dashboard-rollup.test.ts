import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobHandlers } from '../src/jobs/job-handlers';
import { QUEUES, SCHEDULES } from '../src/jobs/queues';
import { createAppointmentsRepository } from '../src/modules/appointments-core/index';
import { createDashboardRepository, createDashboardRollup, createDashboardService } from '../src/modules/dashboard/index';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { insertAppointment, insertCustomer } from './reviews-fixture';

/**
 * D71 (issue #33): the by-numbers statistic reads its days from a rollup kept by triggers. Its
 * definition stays the statement over the rows (`daysStatement`): after every kind of write, before
 * and after a compaction, the rollup answers the same figures for every day and member.
 */
const fixture = await createBookingFixture();
const { app, pool } = fixture;
const rollup = createDashboardRollup(app.db);
const RANGE = { from: '2026-02-20', to: '2026-04-10' };
let s: BookingStylist;
let ownerMember: number;
let otherMember: number;

const repository = createDashboardRepository(app.db, 'EUR');

/** The rollup answers what her rows answer (the statement over the rows is its definition), before a compaction and after one. */
async function expectSame(stylistId = s.id) {
  const before = await repository.compareWithRollup(stylistId, RANGE.from, RANGE.to);
  expect(before.rolledUp).toEqual(before.rows);
  await rollup.compact();
  const after = await repository.compareWithRollup(stylistId, RANGE.from, RANGE.to);
  expect(after.rolledUp).toEqual(after.rows);
  return after.rows;
}

const zoneOf = async (stylistId: number) =>
  (await pool.query<{ name: string }>('SELECT z.name FROM stylists s JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = $1', [stylistId])).rows[0]!.name;

const changesOf = async (stylistId: number) => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM dashboard_day_changes WHERE stylist_id = $1', [stylistId])).rows[0]!.n);

async function charge(appointmentId: number, kind: string, cents: number, createdAt: string, status = 'succeeded', stylistId = s.id): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'eur', 'sandbox', $5, gen_random_uuid()::text, $6) RETURNING id`,
    [stylistId, appointmentId, kind, cents, status, createdAt],
  );
  return rows[0]!.id;
}

async function refund(chargeId: string, appointmentId: number, cents: number, createdAt: string, status: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO payment_refunds (id, charge_id, stylist_id, appointment_id, amount_cents, reason, provider, status, idempotency_key, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'stylist-refund', 'sandbox', $5, gen_random_uuid()::text, $6) RETURNING id`,
    [chargeId, s.id, appointmentId, cents, status, createdAt],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  s = await fixture.openStylist('rollup');
  ownerMember = Number((await pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [s.id])).rows[0]!.id);
  otherMember = Number(
    (
      await pool.query<{ id: string }>(
        "INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'rollup-dana', 'dana@rollup.test', 'Dana', 'staff') RETURNING id",
        [s.id],
      )
    ).rows[0]!.id,
  );
});
afterAll(() => fixture.close());

describe('the dashboard rollup (D71)', () => {
  it('answers what her rows answer after every kind of write, before and after a compaction', async () => {
    const add = (state: 'booked' | 'completed' | 'no_show' | 'cancelled', startsAt: string, cents: number, customerId: number | null = null) =>
      insertAppointment(pool, { stylistId: s.id, customerId, state, startsAt, cents, serviceId: s.services[0]! });

    // Customers, one of them just after midnight in Berlin (the UTC day before); deleted, undeleted, erased.
    const ana = await insertCustomer(pool, s.id, 'Ana', 'A', '2026-03-09T23:30:00Z');
    const bia = await insertCustomer(pool, s.id, 'Bia', 'B', '2026-03-01T10:00:00Z');
    const cai = await insertCustomer(pool, s.id, 'Cai', 'C', '2026-02-28T23:30:00Z');
    expect((await expectSame()).length).toBeGreaterThan(0);
    await pool.query('UPDATE customers SET deleted = true WHERE id = $1', [bia]);
    await expectSame();
    await pool.query('UPDATE customers SET deleted = false WHERE id = $1', [bia]);
    await pool.query('DELETE FROM customers WHERE id = $1', [cai]);
    await expectSame();

    // Appointments of every state, one from the waitlist, one held and then booked.
    const completed = await add('completed', '2026-03-09T22:30:00Z', 7000, ana);
    const booked = await add('booked', '2026-03-09T23:30:00Z', 2000, ana);
    const noShow = await add('no_show', '2026-03-10T10:00:00Z', 1100);
    const cancelled = await add('cancelled', '2026-03-10T11:00:00Z', 1300);
    const held = await add('booked', '2026-03-11T09:00:00Z', 4500);
    await pool.query("UPDATE appointments SET state = 'held', hold_expires_at = now() + interval '5 minutes' WHERE id = $1", [held.id]);
    await pool.query("UPDATE appointments SET source = 'waitlist' WHERE id = $1", [booked.id]);
    await expectSame();
    await pool.query("UPDATE appointments SET state = 'booked', hold_expires_at = NULL WHERE id = $1", [held.id]);
    await expectSame();
    // Checked out at a new amount; moved to another day; given to another member; a note changes nothing.
    await pool.query("UPDATE appointments SET state = 'completed', amount_cents = 5200 WHERE id = $1", [held.id]);
    await pool.query("UPDATE appointments SET starts_at = '2026-03-20T09:00:00Z', ends_at = '2026-03-20T09:30:00Z' WHERE id = $1", [booked.id]);
    await pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [completed.id, otherMember]);
    const before = await changesOf(s.id);
    await pool.query("UPDATE appointments SET note = 'fringe' WHERE id = $1", [noShow.id]);
    expect(await changesOf(s.id)).toBe(before);
    await expectSame();

    // Fees: a no-show fee, a declined one that succeeds later, a kept deposit of a cancelled appointment.
    await charge(noShow.id, 'no-show-fee', 550, '2026-03-10T23:30:00Z');
    const late = await charge(cancelled.id, 'cancel-fee', 800, '2026-03-10T12:00:00Z', 'declined');
    const deposit = await charge(cancelled.id, 'deposit', 1000, '2026-03-01T09:00:00Z');
    await charge(held.id, 'checkout', 5200, '2026-03-11T09:30:00Z');
    await expectSame();
    await pool.query("UPDATE payment_charges SET status = 'pending' WHERE id = $1", [late]);
    await pool.query("UPDATE payment_charges SET status = 'succeeded' WHERE id = $1", [late]);
    await expectSame();

    // A refund of the kept deposit: pending (still kept), succeeded (no longer income), failed (kept again), then gone.
    const back = await refund(deposit, cancelled.id, 1000, '2026-03-12T09:00:00Z', 'pending');
    await expectSame();
    await pool.query("UPDATE payment_refunds SET status = 'succeeded' WHERE id = $1", [back]);
    const refunded = await expectSame();
    expect(refunded.some((d) => Number(d.deposits_refunded) === 1000)).toBe(true);
    await pool.query("UPDATE payment_refunds SET status = 'failed' WHERE id = $1", [back]);
    await expectSame();
    await pool.query("UPDATE payment_refunds SET status = 'succeeded' WHERE id = $1", [back]);
    await pool.query('DELETE FROM payment_refunds WHERE id = $1', [back]);
    await expectSame();

    // The deposit of an appointment kept or not by its state: booked (not kept), cancelled (kept), booked again.
    const later = await add('booked', '2026-03-25T10:00:00Z', 3000);
    await charge(later.id, 'deposit', 900, '2026-03-18T10:00:00Z');
    await expectSame();
    await pool.query("UPDATE appointments SET state = 'cancelled', cancelled_at = now() WHERE id = $1", [later.id]);
    const kept = await expectSame();
    expect(kept.some((d) => Number(d.fee_cents) === 900)).toBe(true);
    await pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [later.id, otherMember]);
    await expectSame();
    await pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [later.id, ownerMember]);

    // A charge deleted; an appointment deleted with its charges and refunds (a cascade).
    await pool.query("DELETE FROM payment_charges WHERE appointment_id = $1 AND kind = 'checkout'", [held.id]);
    await refund(deposit, cancelled.id, 1000, '2026-03-13T09:00:00Z', 'succeeded');
    await expectSame();
    await pool.query('DELETE FROM appointments WHERE id = $1', [cancelled.id]);
    await expectSame();

    // Her zone changes: every day is computed again in the new zone (23:30 in Berlin is 17:30 in New York).
    await pool.query("UPDATE stylists SET time_zone_id = (SELECT id FROM time_zones WHERE name = 'America/New_York') WHERE id = $1", [s.id]);
    expect(await changesOf(s.id)).toBe(0);
    await expectSame();
    await pool.query("UPDATE stylists SET time_zone_id = (SELECT id FROM time_zones WHERE name = 'Europe/Berlin') WHERE id = $1", [s.id]);
    await expectSame();
  });

  it('moves every change once: a compaction leaves none behind and a second one moves nothing', async () => {
    await insertCustomer(pool, s.id, 'Dora', 'D', '2026-03-15T10:00:00Z');
    expect(await changesOf(s.id)).toBeGreaterThan(0);
    expect(await rollup.compact()).toBeGreaterThan(0);
    expect(await changesOf(s.id)).toBe(0);
    expect(await rollup.compact()).toBe(0);
    await expectSame();
  });

  it('is compacted by the dashboard.compact job, scheduled every minute', async () => {
    expect(SCHEDULES).toContainEqual({ queue: QUEUES.dashboardCompact, cron: '* * * * *' });
    await insertCustomer(pool, s.id, 'Eli', 'E', '2026-03-16T10:00:00Z');
    expect(await changesOf(s.id)).toBeGreaterThan(0);
    const handlers = createJobHandlers({ db: app.db } as Parameters<typeof createJobHandlers>[0]);
    await handlers[QUEUES.dashboardCompact]({} as never, 'job');
    expect(await changesOf(s.id)).toBe(0);
    await expectSame();
  });

  it('tells a rollup that drifted from her rows, and dashboard_days_rebuild puts it right', async () => {
    expect((await repository.compareWithRollup(s.id, RANGE.from, RANGE.to)).same).toBe(true);
    await rollup.compact();
    // A row changed by hand (as a restore of one table, or a load with the triggers off, would leave it).
    await pool.query("UPDATE dashboard_days SET appointments = appointments + 1 WHERE stylist_id = $1 AND day = (SELECT min(day) FROM dashboard_days WHERE stylist_id = $1 AND day >= $2)", [s.id, RANGE.from]);
    const drifted = await repository.compareWithRollup(s.id, RANGE.from, RANGE.to);
    expect(drifted.same).toBe(false);
    expect(drifted.rolledUp).not.toEqual(drifted.rows);
    await pool.query('SELECT dashboard_days_rebuild($1)', [s.id]);
    expect((await repository.compareWithRollup(s.id, RANGE.from, RANGE.to)).same).toBe(true);
  });

  it('keeps the same figures under concurrent writes and compactions, without an error', async () => {
    const customers = Array.from({ length: 24 }, (_, i) => insertCustomer(pool, s.id, `Con${i}`, 'C', `2026-03-${String(1 + (i % 20)).padStart(2, '0')}T12:00:00Z`));
    const appointments = Array.from({ length: 24 }, (_, i) =>
      insertAppointment(pool, { stylistId: s.id, customerId: null, state: i % 3 === 0 ? 'completed' : 'booked', startsAt: `2026-04-0${1 + (i % 8)}T${String(6 + Math.floor(i / 8)).padStart(2, '0')}:00:00Z`, cents: 1000 + i, serviceId: s.services[0]! }),
    );
    const compactions = Array.from({ length: 6 }, () => rollup.compact());
    const results = await Promise.allSettled([...customers, ...appointments, ...compactions]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectSame();
  });

  it('follows her zone when she changes it in her settings, with appointments written at the same time', async () => {
    const zoneId = async (name: string) => Number((await pool.query<{ id: string }>('SELECT id FROM time_zones WHERE name = $1', [name])).rows[0]!.id);
    const patch = (zone: number) => app.inject({ method: 'PATCH', url: `/api/stylists/${s.id}`, headers: s.headers, payload: { timeZone: zone } });
    // Written as the API writes appointments: under her appointment lock (db/transactions.ts). At
    // 14:30 and 15:30 UTC: 23:30 and 00:30 in Tokyo, two local days there, one in Berlin.
    const write = async (i: number) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(727020, $1::int)', [s.id]);
        await insertAppointment(client as unknown as typeof pool, { stylistId: s.id, customerId: null, state: 'completed', startsAt: `2026-03-${String(21 + (i % 6)).padStart(2, '0')}T${i < 6 ? '14' : '15'}:30:00Z`, cents: 700 + i, serviceId: s.services[0]! });
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };
    const writes = Array.from({ length: 12 }, (_, i) => write(i));
    const [tokyo] = await Promise.all([patch(await zoneId('Asia/Tokyo')), ...writes]);
    expect(tokyo.statusCode).toBe(200);
    expect(await zoneOf(s.id)).toBe('Asia/Tokyo');
    await expectSame();
    expect((await patch(await zoneId('Europe/Berlin'))).statusCode).toBe(200);
    await expectSame();
  });

  it('gives the same statistic from the rollup as from her rows, and lets a stylist with figures be deleted', async () => {
    const service = createDashboardService({
      repository: createDashboardRepository(app.db, 'EUR'),
      appointments: createAppointmentsRepository(app.db, 'EUR'),
      now: () => new Date('2026-03-10T12:00:00Z'),
    });
    const result = await service.statistic(s.id, 'dashboard-statistic-by-numbers');
    if (!('week' in result)) throw new Error('expected the by-numbers shape');
    // The owner's own figures come from her rows (the statement with a member): the week's takings agree.
    const owner = await service.statistic(s.id, 'dashboard-statistic-by-numbers', ownerMember);
    if (!('takingsByMember' in owner)) throw new Error('expected the by-numbers shape');
    expect(owner.takingsByMember).toEqual((result.takingsByMember ?? []).filter((t) => t.memberId === ownerMember));
    expect(owner.takingsByMember?.length).toBe(1);

    const gone = await fixture.openStylist('rollupgone');
    const customer = await insertCustomer(pool, gone.id, 'Eve', 'E', '2026-03-02T10:00:00Z');
    const appointment = await insertAppointment(pool, { stylistId: gone.id, customerId: customer, state: 'no_show', startsAt: '2026-03-03T10:00:00Z', serviceId: gone.services[0]! });
    await charge(appointment.id, 'no-show-fee', 500, '2026-03-03T12:00:00Z', 'succeeded', gone.id);
    await rollup.compact();
    await insertCustomer(pool, gone.id, 'Fay', 'F', '2026-03-04T10:00:00Z');
    await pool.query('DELETE FROM stylists WHERE id = $1', [gone.id]);
    await rollup.compact();
    expect(await changesOf(gone.id)).toBe(0);
    expect((await pool.query('SELECT 1 FROM dashboard_days WHERE stylist_id = $1', [gone.id])).rowCount).toBe(0);
  });
});
