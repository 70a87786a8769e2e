// The scale bench's data (issue #33.1), written set-based (INSERT … SELECT generate_series) beside the
// demo data: `typical` stylists with 2,000 appointments and 100 customers each, one busy stylist with
// 100,000 appointments and 20,000 customers; Anna (the demo seed) keeps hers and is the small size.
// Every constraint holds: the appointments of a stylist never overlap (30 minutes each, back to back
// from 06:00 UTC), each has its one service copied, deposits and no-show fees are charges of hers.
import { DEMO_ACCOUNTS, DEMO_SUBDOMAINS } from '@chairly/shared';
import type pg from 'pg';
import type { Size } from './scale-report';

export const TYPICAL = { appointments: 2_000, customers: 100, perDay: 6, daysAhead: 28, waitlist: 5 } as const;
export const BUSY = { appointments: 100_000, customers: 20_000, perDay: 24, daysAhead: 80, waitlist: 200 } as const;
const TIME_ZONE = 'Europe/Berlin';

export type SizedStylist = { stylistId: number; subdomain: string; customerAccountId: number; appointments: number; customers: number };
export type ScaleData = {
  sizes: Record<Size, SizedStylist>;
  totals: { stylists: number; appointments: number; customers: number; charges: number; reviews: number; waitlistEntries: number };
};

type Plan = { stylistId: number; appointments: number; customers: number; perDay: number; daysAhead: number; waitlist: number; firstCustomer: number; firstService: number };

/** `count` stylists named `<prefix>1…`, each with five public 30-minute services and open every day 00:00–23:00. */
async function stylists(pool: pg.Pool, prefix: string, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, name, lastname, subdomain, business_name, time_zone_id, country, currency)
     SELECT 'scale-' || $1 || n, $1 || n || '@example.test', 'Scale', $1 || n, $1 || n, 'Scale studio ' || $1 || n,
       (SELECT id FROM time_zones WHERE name = $3), 'DE', 'EUR'
     FROM generate_series(1, $2::int) n ORDER BY n RETURNING id`,
    [prefix, count, TIME_ZONE],
  );
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  await pool.query(
    `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id)
     SELECT s, 'Service ' || k, 1000 * k, 30, true, (SELECT min(id) FROM categories) FROM unnest($1::bigint[]) s, generate_series(1, 5) k`,
    [ids],
  );
  await pool.query(`INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT s, d, 0, 23 FROM unnest($1::bigint[]) s, generate_series(0, 6) d`, [ids]);
  return ids;
}

/** `per` customers of each stylist, names mixed so that a search for "mar" finds some (Maria, Marco, Omar, Martins …). */
async function customers(pool: pg.Pool, ids: number[], per: number): Promise<void> {
  await pool.query(
    `INSERT INTO customers (stylist_id, name, last_name, email, phone, created_at)
     SELECT s, (ARRAY['Maria','Marco','Anna','Jonas','Lea','Mark','Sofia','Omar','Lukas','Emma','Marta','Ben'])[1 + n % 12],
       (ARRAY['Martins','Weber','Schmidt','Amari','Costa','Fischer','Romero'])[1 + (n / 12) % 7] || ' ' || n,
       'c' || n || '.s' || s || '@example.test', '+4915' || lpad(n::text, 8, '0'), now() - n * interval '1 hour'
     FROM unnest($1::bigint[]) s, generate_series(1, $2::int) n ORDER BY s, n`,
    [ids, per],
  );
}

/** Each stylist's first customer and first service (the customers of one stylist have consecutive ids: one statement, in order). */
async function plans(pool: pg.Pool, ids: number[], shape: typeof TYPICAL | typeof BUSY): Promise<Plan[]> {
  const { rows } = await pool.query<{ stylist_id: string; first: string; last: string; service: string }>(
    `SELECT c.stylist_id, min(c.id) AS first, max(c.id) AS last, (SELECT min(id) FROM services s WHERE s.stylist_id = c.stylist_id) AS service
     FROM customers c WHERE c.stylist_id = ANY($1::bigint[]) GROUP BY c.stylist_id`,
    [ids],
  );
  return rows.map((r) => {
    if (Number(r.last) - Number(r.first) + 1 !== shape.customers) throw new Error(`stylist ${r.stylist_id}: customer ids are not consecutive`);
    return { stylistId: Number(r.stylist_id), firstCustomer: Number(r.first), firstService: Number(r.service), ...shape };
  });
}

const unnestPlans = `unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::int[], $6::bigint[], $7::int[], $8::bigint[])
  AS p(stylist_id, appointments, customers, per_day, days_ahead, first_customer, waitlist, first_service)`;
const planArrays = (list: Plan[]) => [
  list.map((p) => p.stylistId),
  list.map((p) => p.appointments),
  list.map((p) => p.customers),
  list.map((p) => p.perDay),
  list.map((p) => p.daysAhead),
  list.map((p) => p.firstCustomer),
  list.map((p) => p.waitlist),
  list.map((p) => p.firstService),
];

/**
 * The appointments of the planned stylists: `per_day` a day, 30 minutes back to back from 06:00 UTC,
 * the last `days_ahead` days in the future (booked), the rest past (completed, a no-show in ten,
 * a cancellation in thirteen); customers in turn; one deposit in 25; then each one's service, the
 * deposits' and half the no-shows' charges, a review for one completed appointment in ten.
 */
async function appointments(pool: pg.Pool, list: Plan[]): Promise<void> {
  await pool.query(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, occupied, amount_cents, deposit_cents, created_by, cancelled_at, created_at)
     SELECT p.stylist_id, p.first_customer + i % p.customers,
       CASE WHEN i % 13 = 5 THEN 'cancelled' WHEN t.s >= now() THEN 'booked' WHEN i % 10 = 3 THEN 'no_show' ELSE 'completed' END,
       t.s, t.s + interval '30 minutes', tstzmultirange(tstzrange(t.s, t.s + interval '30 minutes')),
       1000 * (1 + i % 5), CASE WHEN i % 25 = 0 THEN 200 * (1 + i % 5) ELSE 0 END,
       CASE WHEN i % 3 = 0 THEN 'customer' ELSE 'stylist' END,
       CASE WHEN i % 13 = 5 THEN t.s - interval '1 day' END, t.s - interval '7 days'
     FROM ${unnestPlans}
     CROSS JOIN LATERAL generate_series(0, p.appointments - 1) i
     CROSS JOIN LATERAL (SELECT date_trunc('day', now()) + interval '6 hours'
       + (i / p.per_day - (p.appointments + p.per_day - 1) / p.per_day + p.days_ahead) * interval '1 day'
       + (i % p.per_day) * interval '30 minutes' AS s) t`,
    planArrays(list),
  );
  const ids = list.map((p) => p.stylistId);
  await pool.query(
    `INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
     SELECT a.id, 0, s.id, s.name, s.price_cents, s.duration_minutes
     FROM appointments a JOIN services s ON s.stylist_id = a.stylist_id AND s.price_cents = a.amount_cents
     WHERE a.stylist_id = ANY($1::bigint[])`,
    [ids],
  );
  await pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
     SELECT gen_random_uuid(), a.stylist_id, a.id, k.kind, k.amount, 'eur', 'sandbox', 'succeeded', gen_random_uuid()::text, k.at
     FROM appointments a
     CROSS JOIN LATERAL (
       SELECT 'deposit' AS kind, a.deposit_cents AS amount, a.starts_at - interval '7 days' AS at WHERE a.deposit_cents > 0 AND a.state <> 'cancelled'
       UNION ALL
       SELECT 'no-show-fee', a.amount_cents / 2, a.ends_at + interval '1 hour' WHERE a.state = 'no_show' AND a.id % 2 = 0
     ) k
     WHERE a.stylist_id = ANY($1::bigint[])`,
    [ids],
  );
  await pool.query(
    `INSERT INTO reviews (stylist_id, appointment_id, customer_id, rating, comment, public, reviewed_at, created_at)
     SELECT a.stylist_id, a.id, a.customer_id, 1 + a.id % 5, 'Review of appointment ' || a.id, a.id % 3 <> 0,
       CASE WHEN a.id % 7 <> 0 THEN a.ends_at + interval '2 days' END, a.ends_at + interval '1 day'
     FROM appointments a WHERE a.stylist_id = ANY($1::bigint[]) AND a.state = 'completed' AND a.id % 10 = 0`,
    [ids],
  );
}

/** Waitlist entries of the planned stylists (a quarter of them ended). */
async function waitlist(pool: pg.Pool, list: Plan[]): Promise<void> {
  await pool.query(
    `INSERT INTO waitlist_entries (stylist_id, customer_id, service_ids, from_date, to_date, times_of_day, state, ended_at)
     SELECT p.stylist_id, p.first_customer + k % p.customers, ARRAY[p.first_service], current_date + 1 + k % 20, current_date + 15 + k % 20,
       ARRAY['morning', 'afternoon'], CASE WHEN k % 4 = 0 THEN 'ended' ELSE 'waiting' END, CASE WHEN k % 4 = 0 THEN now() END
     FROM ${unnestPlans} CROSS JOIN LATERAL generate_series(0, p.waitlist - 1) k`,
    planArrays(list),
  );
}

/** A sign-in account for the first customer of a stylist (the bench's "customer's bookings" call). */
async function accountFor(pool: pg.Pool, plan: Plan, label: string): Promise<number> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO customer_accounts (auth_subject, email, name, lastname) VALUES ($1, $1 || '@example.test', 'Maria', 'Scale') RETURNING id`,
    [`scale-customer-${label}`],
  );
  const accountId = Number(rows[0]?.id);
  await pool.query('UPDATE customers SET customer_account_id = $1 WHERE id = $2', [accountId, plan.firstCustomer]);
  return accountId;
}

const count = async (pool: pg.Pool, table: string, where = 'true', params: unknown[] = []) =>
  Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).rows[0]?.n);

// The dashboard's rollup triggers (migration 0041, D71), whatever their names: off while millions of
// rows go in, then the rollup is computed once from the rows, as the migration does for the data it finds.
const setRollupTriggers = async (pool: pg.Pool, on: boolean) => {
  const { rows } = await pool.query<{ relation: string; trigger: string }>(
    `SELECT t.tgrelid::regclass::text AS relation, t.tgname AS trigger FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE NOT t.tgisinternal AND p.proname LIKE '%dashboard_days%'`,
  );
  if (rows.length === 0) throw new Error("no trigger of the dashboard's rollup found (migration 0041)");
  for (const { relation, trigger } of rows) await pool.query(`ALTER TABLE ${relation} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
};

/** Seeds `typicalStylists` typical stylists, the busy one, a few waitlist entries of Anna's; ANALYZE. */
export async function seedScale(pool: pg.Pool, typicalStylists: number, log: (line: string) => void = console.log): Promise<ScaleData> {
  await setRollupTriggers(pool, false);
  try {
    return await seedRows(pool, typicalStylists, log);
  } finally {
    await setRollupTriggers(pool, true);
  }
}

async function seedRows(pool: pg.Pool, typicalStylists: number, log: (line: string) => void): Promise<ScaleData> {
  const started = Date.now();
  const step = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const typicalIds = await stylists(pool, 'scale-t-', typicalStylists);
  const [busyId] = await stylists(pool, 'scale-busy-', 1);
  await customers(pool, typicalIds, TYPICAL.customers);
  await customers(pool, [busyId!], BUSY.customers);
  step('stylists, services, hours, customers');
  const typicalPlans = await plans(pool, typicalIds, TYPICAL);
  const [busyPlan] = await plans(pool, [busyId!], BUSY);
  // In batches of 100 stylists: one statement per batch keeps memory and WAL per transaction small.
  for (let i = 0; i < typicalPlans.length; i += 100) {
    await appointments(pool, typicalPlans.slice(i, i + 100));
    step(`typical stylists ${i + 1}–${Math.min(i + 100, typicalPlans.length)}: appointments, services, charges, reviews`);
  }
  await appointments(pool, [busyPlan!]);
  step('busy stylist: appointments, services, charges, reviews');

  const { rows: anna } = await pool.query<{ id: string; first: string; service: string; customers: string }>(
    `SELECT s.id, min(c.id) AS first, count(c.id) AS customers, (SELECT min(id) FROM services v WHERE v.stylist_id = s.id) AS service
     FROM stylists s JOIN customers c ON c.stylist_id = s.id WHERE s.subdomain = $1 GROUP BY s.id`,
    [DEMO_SUBDOMAINS.anna],
  );
  const small = anna[0];
  if (!small) throw new Error('Anna (the demo seed) is missing');
  const smallPlan: Plan = { stylistId: Number(small.id), appointments: 0, customers: Number(small.customers), perDay: 1, daysAhead: 0, waitlist: 3, firstCustomer: Number(small.first), firstService: Number(small.service) };
  await waitlist(pool, [...typicalPlans, busyPlan!, smallPlan]);
  const { rows: carla } = await pool.query<{ id: string }>('SELECT id FROM customer_accounts WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
  const typicalPlan = typicalPlans.find((p) => p.stylistId === typicalIds[0])!;
  const sizes: Record<Size, SizedStylist> = {
    small: { stylistId: smallPlan.stylistId, subdomain: DEMO_SUBDOMAINS.anna, customerAccountId: Number(carla[0]?.id), appointments: await count(pool, 'appointments', 'stylist_id = $1', [smallPlan.stylistId]), customers: smallPlan.customers },
    typical: { stylistId: typicalPlan.stylistId, subdomain: 'scale-t-1', customerAccountId: await accountFor(pool, typicalPlan, 'typical'), appointments: TYPICAL.appointments, customers: TYPICAL.customers },
    busy: { stylistId: busyPlan!.stylistId, subdomain: 'scale-busy-1', customerAccountId: await accountFor(pool, busyPlan!, 'busy'), appointments: BUSY.appointments, customers: BUSY.customers },
  };
  await pool.query('SELECT dashboard_days_rebuild(NULL)');
  step("waitlist, sign-in accounts, the dashboard's rollup");
  await pool.query('ANALYZE');
  step('ANALYZE');
  return {
    sizes,
    totals: {
      stylists: await count(pool, 'stylists'),
      appointments: await count(pool, 'appointments'),
      customers: await count(pool, 'customers'),
      charges: await count(pool, 'payment_charges'),
      reviews: await count(pool, 'reviews'),
      waitlistEntries: await count(pool, 'waitlist_entries'),
    },
  };
}
