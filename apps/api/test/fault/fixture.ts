import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@chairly/shared';
import type pg from 'pg';
import { expect } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedAll } from '../../src/db/seed/index';
import { berlinStart } from '../booking-fixture';
import { categoryId } from '../catalogue';
import { customerHeaders, HOLD_MINUTES, stylistHeaders, type ApiProcess, call } from './harness';

type Headers = Record<string, string>;
export type Customer = { accountId: number; email: string; headers: Headers };

/**
 * The fault suite's data: the demo seed (anna with a sandbox account that takes charges, carla
 * with saved sandbox cards), a stylist open every day without card policies for bookings, and
 * helpers to book and charge through the API and to check the database is whole.
 */
/** `seeded`: the database is already a copy of the run's migrated, demo-seeded template. */
export async function prepareFaultData(url: string, { seeded = false }: { seeded?: boolean } = {}) {
  const database: Database = createDatabase(url, { max: 5 });
  if (!seeded) {
    await migrate(database.pool);
    await seedAll(database.db);
  }
  const pool = database.pool;

  const { rows: stylistRows } = await pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, subdomain, business_name, time_zone_id)
     VALUES ('fault', 'fault@example.test', 'fault', 'Fault Studio', (SELECT id FROM time_zones WHERE name = 'Europe/Berlin')) RETURNING id`,
  );
  const studio = { id: Number(stylistRows[0]?.id), subdomain: 'fault' };
  await pool.query('INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 0, 23 FROM generate_series(0, 6) d', [studio.id]);
  const { rows: serviceRows } = await pool.query<{ id: string }>(
    "INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id) VALUES ($1, 'Cut', 3000, 60, true, $2) RETURNING id",
    [studio.id, await categoryId(pool, 'haircuts')],
  );
  const cut = Number(serviceRows[0]?.id);

  const { rows: annaRows } = await pool.query<{ id: string }>('SELECT id FROM stylists WHERE auth_subject = $1', [DEMO_ACCOUNTS.anna.sub]);
  const anna = { id: Number(annaRows[0]?.id), subdomain: 'anna' };
  const annaHeaders = await stylistHeaders(anna);

  let customers = 0;
  async function customer(): Promise<Customer> {
    customers += 1;
    const email = `fault-customer-${customers}@example.test`;
    const { rows } = await pool.query<{ id: string }>(
      "INSERT INTO customer_accounts (auth_subject, email, name, lastname, phone) VALUES ($1, $2, $3, 'Test', '') RETURNING id",
      [`fault-customer-${customers}`, email, `Customer${customers}`],
    );
    const accountId = Number(rows[0]?.id);
    return { accountId, email, headers: await customerHeaders(accountId, studio.subdomain) };
  }

  let slot = 0;
  /** A distinct free slot of the studio each call (10:00–21:00 Berlin, two days ahead onwards). */
  function nextSlot(): string {
    slot += 1;
    return berlinStart(2 + Math.floor(slot / 12), `${String(10 + (slot % 12)).padStart(2, '0')}:00`);
  }

  let feeSlot = 0;
  /** A no-show of anna's with carla's saved visa: the no-show fee can be charged. */
  async function noShow(): Promise<number> {
    feeSlot += 1;
    const startsAt = new Date(Date.UTC(2030, 0, 1) + feeSlot * 3_600_000);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, card_id, created_by)
       SELECT $1, c.id, 'no_show', $2, $3, 8000, 'pm_sandbox_demo_carla_visa', 'customer'
       FROM customers c JOIN customer_accounts a ON a.id = c.customer_account_id
       WHERE c.stylist_id = $1 AND a.auth_subject = $4 RETURNING id`,
      [anna.id, startsAt, new Date(startsAt.getTime() + 3_600_000), DEMO_ACCOUNTS.carla.sub],
    );
    return Number(rows[0]?.id);
  }

  const hold = (api: ApiProcess, who: Customer, startsAt = nextSlot()) =>
    call(api, 'POST', '/api/logged-customer/block-date', who.headers, { services: [cut], startsAt });
  const confirm = (api: ApiProcess, who: Customer, appointmentId: number) =>
    call(api, 'POST', '/api/logged-customer/appointment/confirm', who.headers, {
      appointmentId,
      stripeCardId: null,
      customer: { name: 'Fault', lastName: 'Test', email: who.email, phone: '' },
    });
  const chargeNoShow = (api: ApiProcess, appointmentId: number) =>
    call(api, 'POST', `/api/appointment/${appointmentId}/payment/no-show-fee`, annaHeaders, {});

  return { database, pool, studio, anna, customer, nextSlot, noShow, hold, confirm, chargeNoShow };
}
export type FaultData = Awaited<ReturnType<typeof prepareFaultData>>;

export async function appointmentState(pool: pg.Pool, id: number) {
  const { rows } = await pool.query<{ state: string }>('SELECT state FROM appointments WHERE id = $1', [id]);
  const history = await pool.query<{ from_state: string | null; to_state: string }>(
    'SELECT from_state, to_state FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id',
    [id],
  );
  return { state: rows[0]?.state ?? null, history: history.rows.map((r) => `${r.from_state ?? '∅'}→${r.to_state}`) };
}

export async function chargesOf(pool: pg.Pool, appointmentId: number) {
  const { rows } = await pool.query<{ status: string; idempotency_key: string; gateway_payment_id: string | null; gateway: string[] }>(
    `SELECT c.status, c.idempotency_key, c.gateway_payment_id,
       ARRAY(SELECT s.id FROM sandbox_charges s WHERE s.idempotency_key = c.idempotency_key ORDER BY s.id) AS gateway
     FROM payment_charges c WHERE c.appointment_id = $1 ORDER BY c.created_at`,
    [appointmentId],
  );
  const { rows: sandbox } = await pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM sandbox_charges WHERE metadata->>'appointmentId' = $1",
    [String(appointmentId)],
  );
  return { rows, gatewayCharges: sandbox[0]?.n ?? 0 };
}

/** The Message-ID the delivery service gives an e-mail (derived from its notification_log key). */
export function messageIdOf(kind: string, ref: string, email: string): string {
  return `<${createHash('sha256').update(`${kind}|${ref}|${email}`).digest('hex').slice(0, 32)}@chairly>`;
}

/**
 * Whatever was cut off, what the database holds is whole:
 * - every appointment has its services and a history that starts at creation, chains state to
 *   state and ends in the current state; a hold expires at most HOLD_MINUTES after it was made;
 * - every charge of an appointment and kind is pending or succeeded at most once; a succeeded one
 *   has exactly one gateway charge under its key (the one recorded), a pending one at most one;
 *   the gateway holds no charge that no charge row knows.
 */
export async function expectWholeDatabase(pool: pg.Pool) {
  const { rows: broken } = await pool.query<{ id: string; problem: string }>(`
    WITH h AS (
      SELECT appointment_id, array_agg(coalesce(from_state, '∅') ORDER BY id) AS froms, array_agg(to_state ORDER BY id) AS tos
      FROM appointment_state_changes GROUP BY appointment_id)
    SELECT a.id, CASE
      WHEN NOT EXISTS (SELECT 1 FROM appointment_services s WHERE s.appointment_id = a.id) THEN 'no services'
      WHEN h.appointment_id IS NULL THEN 'no history'
      WHEN h.froms[1] <> '∅' THEN 'history does not start at creation'
      WHEN h.tos[array_length(h.tos, 1)] <> a.state THEN 'history does not end in the current state'
      WHEN EXISTS (SELECT 1 FROM generate_subscripts(h.tos, 1) i WHERE i > 1 AND h.froms[i] <> h.tos[i - 1]) THEN 'history has a gap'
      WHEN a.state = 'held' AND a.hold_expires_at > a.created_at + make_interval(mins => ${HOLD_MINUTES}) + interval '1 second' THEN 'hold outlives HOLD_MINUTES'
    END AS problem
    FROM appointments a LEFT JOIN h ON h.appointment_id = a.id
    WHERE a.created_by = 'customer' AND a.stylist_id = (SELECT id FROM stylists WHERE subdomain = 'fault')`);
  expect(broken.filter((r) => r.problem !== null)).toEqual([]);

  const { rows: charges } = await pool.query<{ id: string; status: string; problem: string | null }>(`
    SELECT c.id, c.status, CASE
      WHEN c.status = 'succeeded' AND (SELECT count(*) FROM sandbox_charges s WHERE s.idempotency_key = c.idempotency_key) <> 1 THEN 'succeeded without exactly one gateway charge'
      WHEN c.status = 'succeeded' AND c.gateway_payment_id IS DISTINCT FROM (SELECT s.id FROM sandbox_charges s WHERE s.idempotency_key = c.idempotency_key) THEN 'records another gateway charge'
      WHEN (SELECT count(*) FROM sandbox_charges s WHERE s.idempotency_key = c.idempotency_key) > 1 THEN 'charged twice'
      WHEN (SELECT count(*) FROM payment_charges o WHERE o.appointment_id = c.appointment_id AND o.kind = c.kind AND o.status IN ('pending', 'succeeded')) > 1 THEN 'two active charges'
    END AS problem
    FROM payment_charges c`);
  expect(charges.filter((r) => r.problem !== null)).toEqual([]);
  const { rows: unknown } = await pool.query(
    'SELECT s.id FROM sandbox_charges s WHERE NOT EXISTS (SELECT 1 FROM payment_charges c WHERE c.idempotency_key = s.idempotency_key)',
  );
  expect(unknown, 'gateway charges no charge row knows').toEqual([]);
}
