import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/composition';
import { createSandboxGateway, createSandboxRepository } from '../src/gateways/payments/index';
import { stylistAuth } from './auth';
import { waitUntil } from './fault/harness';
import { testConfig } from './helpers';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';

/**
 * A stylist's currency change (PATCH /api/stylists/:id with `currency`) against her first charge or
 * deposit (issue #29, D33; issue #30's review): a charge is recorded in her currency as it is when
 * it commits (her row read FOR SHARE), and a change waits for it (FOR UPDATE) and is then refused
 * with 409 `currency_locked`. No charge is ever made in a currency she no longer has.
 */
let f: PaymentsFixture;
type Headers = Record<string, string>;
type Stylist = { id: number; headers: Headers };

beforeAll(async () => {
  f = await createPaymentsFixture();
});
afterAll(async () => f.close());

let made = 0;
/** A stylist in euros with a connected sandbox account, a 50 % no-show fee and Carla as a customer. */
async function newStylist(): Promise<Stylist> {
  made += 1;
  const subdomain = `race${made}`;
  const { rows } = await f.pool.query<{ id: string }>(
    `INSERT INTO stylists (auth_subject, email, subdomain, business_name, country, currency, stripe_id, stripe_account_enabled)
     VALUES ($1, $2, $3, 'Race', 'DE', 'EUR', 'acct_sandbox_anna', true) RETURNING id`,
    [`${subdomain}-sub`, `${subdomain}@example.test`, subdomain],
  );
  const id = Number(rows[0]!.id);
  await f.pool.query("INSERT INTO payment_accounts (stylist_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, 'sandbox', 'acct_sandbox_anna', true, true)", [id]);
  await f.pool.query('INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 0, 50)', [id]);
  await f.pool.query("INSERT INTO customers (stylist_id, customer_account_id, name) VALUES ($1, $2, 'Carla')", [id, f.carla.accountId]);
  return { id, headers: { host: `${subdomain}.chairly.localhost`, ...(await stylistAuth(f.app, { id, subdomain })) } };
}

const changeCurrency = (s: Stylist, currency: string) =>
  f.app.inject({ method: 'PATCH', url: `/api/stylists/${s.id}`, headers: s.headers, payload: { currency } });
const chargeFee = (s: Stylist, appointmentId: number) =>
  f.app.inject({ method: 'POST', url: `/api/appointment/${appointmentId}/payment/no-show-fee`, headers: s.headers });

/** A first deposit through the deposits service, as the booking's confirmation takes it on Carla's saved card. */
async function takeDeposit(s: Stylist, appointmentId: number) {
  const { deposits } = createServices({
    config: { payments: { currency: 'usd', applicationFeePercent: 0 }, booking: testConfig().booking } as never,
    db: f.app.db,
    gateway: createSandboxGateway(createSandboxRepository(f.app.db)),
  });
  await f.pool.query('UPDATE appointments SET deposit_cents = 1000 WHERE id = $1', [appointmentId]);
  return deposits.take({ stylistId: s.id, appointmentId, cardId: 'pm_sandbox_demo_carla_visa', amountCents: 1000, returnUrl: 'http://race.chairly.localhost/return' });
}

/** Her currency, and the currencies of her charges as recorded and as sent to the gateway (upper case). */
async function currencies(s: Stylist) {
  const stylist = await f.pool.query<{ currency: string }>('SELECT currency FROM stylists WHERE id = $1', [s.id]);
  const charges = await f.pool.query<{ currency: string }>('SELECT upper(currency) AS currency FROM payment_charges WHERE stylist_id = $1', [s.id]);
  const gateway = await f.pool.query<{ currency: string }>(
    "SELECT upper(currency) AS currency FROM sandbox_charges WHERE metadata->>'stylistId' = $1",
    [String(s.id)],
  );
  return { stylist: stylist.rows[0]!.currency, charges: charges.rows.map((r) => r.currency), gateway: gateway.rows.map((r) => r.currency) };
}

/** Whether a statement of another session is waiting for a row lock (the request is parked on it). */
const someoneWaitsForALock = async () =>
  (await f.pool.query("SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()")).rows.length > 0;

/** Holds a transaction open on its own connection: `work` runs in it, `finish` commits. */
async function openTransaction(work: (client: pg.PoolClient) => Promise<void>) {
  const client = await f.pool.connect();
  await client.query('BEGIN');
  await work(client);
  return async () => {
    await client.query('COMMIT');
    client.release();
  };
}

describe("a currency change against her first charge", { timeout: 120_000 }, () => {
  it('a charge recorded while a change is committing is made in the new currency', async () => {
    const s = await newStylist();
    const appointment = await f.appointment({ state: 'no_show', stylistId: s.id });
    // A currency change holding her row (as changeCurrency does), not yet committed.
    const commit = await openTransaction(async (c) => {
      await c.query('SELECT 1 FROM stylists WHERE id = $1 FOR UPDATE', [s.id]);
      await c.query("UPDATE stylists SET currency = 'JPY' WHERE id = $1", [s.id]);
    });
    const charged = chargeFee(s, appointment);
    await waitUntil(someoneWaitsForALock, 'the charge to wait for the currency change');
    await commit();
    const response = await charged;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded', currency: 'JPY' });
    expect(await currencies(s)).toEqual({ stylist: 'JPY', charges: ['JPY'], gateway: ['JPY'] });
  });

  it('a change made while a charge is being recorded waits for it and is refused with 409 currency_locked', async () => {
    const s = await newStylist();
    const appointment = await f.appointment({ state: 'no_show', stylistId: s.id });
    // A charge being recorded (as insertPending does), not yet committed.
    const commit = await openTransaction(async (c) => {
      await c.query('SELECT currency FROM stylists WHERE id = $1 FOR SHARE', [s.id]);
      await c.query(
        "INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, idempotency_key) VALUES (gen_random_uuid(), $1, $2, 'no-show-fee', 4000, 'eur', 'sandbox', $3)",
        [s.id, appointment, `chairly-charge-race-${s.id}`],
      );
    });
    const changed = changeCurrency(s, 'JPY');
    await waitUntil(someoneWaitsForALock, 'the currency change to wait for the charge');
    await commit();
    const response = await changed;
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', reason: 'currency_locked' });
    expect((await currencies(s)).stylist).toBe('EUR');
  });

  it('50 changes against 50 first fees and deposits at once: every charge is in her final currency, or the change was refused; no 5xx', async () => {
    const stylists: Stylist[] = [];
    const appointments: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const s = await newStylist();
      stylists.push(s);
      appointments.push(await f.appointment({ state: i % 2 === 0 ? 'no_show' : 'booked', stylistId: s.id }));
    }
    const results = await Promise.all(
      stylists.map(async (s, i) => {
        const [change, charge] = await Promise.all([
          changeCurrency(s, 'JPY'),
          i % 2 === 0
            ? chargeFee(s, appointments[i]!).then((r) => ({ status: r.statusCode, body: r.json() }))
            : takeDeposit(s, appointments[i]!).then((body) => ({ status: 200, body })),
        ]);
        return { s, change: { status: change.statusCode, body: change.json() }, charge };
      }),
    );
    for (const { s, change, charge } of results) {
      expect(change.status).toBeLessThan(500);
      expect(charge).toMatchObject({ status: 200, body: { status: 'succeeded' } });
      const now = await currencies(s);
      // One charge, at the gateway in the same currency, and that is her currency now.
      expect(now.charges).toEqual([now.stylist]);
      expect(now.gateway).toEqual([now.stylist]);
      if (change.status === 200) expect(now.stylist).toBe('JPY');
      else {
        expect(change).toMatchObject({ status: 409, body: { reason: 'currency_locked' } });
        expect(now.stylist).toBe('EUR');
      }
    }
  });
});
