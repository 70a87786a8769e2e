import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway, createSandboxRepository } from '../src/gateways/payments/index';
import { fillMissingCurrencies } from '../src/lib/stylist-currency';
import { createServices } from '../src/composition';
import { stylistAuth } from './auth';
import { createTestApp, HOSTS, testConfig } from './helpers';
import { createPaymentsFixture, type PaymentsFixture } from './payments-fixture';

/**
 * Issue #29 (1), D33: every amount of a stylist is an integer in the minor unit of HER currency
 * (EUR cents, whole yen); charges, deposits, fees and refunds reach the gateway in it, the API's
 * decimal amounts are major units of it, and the deployment's PAYMENT_CURRENCY (usd here) only
 * decides for stylists without one. Anna is seeded in Germany with euros.
 */
let f: PaymentsFixture;
type Headers = Record<string, string>;

beforeAll(async () => {
  f = await createPaymentsFixture();
});
afterAll(async () => f.close());

const post = (url: string, headers: Headers, payload?: object) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const patch = (id: number, payload: object, headers: Headers) =>
  f.app.inject({ method: 'PATCH', url: `/api/stylists/${id}`, headers, payload });
const setCurrency = (stylistId: number, currency: string) =>
  f.pool.query('UPDATE stylists SET currency = $2 WHERE id = $1', [stylistId, currency]);
const gatewayCharges = async (appointmentId: number) =>
  (await f.pool.query("SELECT amount_cents, currency FROM sandbox_charges WHERE metadata->>'appointmentId' = $1 ORDER BY created_at", [String(appointmentId)])).rows;
const gatewayRefunds = async (appointmentId: number) =>
  (
    await f.pool.query(
      "SELECT r.amount_cents, c.currency FROM sandbox_refunds r JOIN sandbox_charges c ON c.id = r.charge_id WHERE c.metadata->>'appointmentId' = $1",
      [String(appointmentId)],
    )
  ).rows;

/** Runs `work` with Anna's currency set to `currency` (a test may switch it behind the lock), then back to euros. */
async function inCurrency(currency: string, work: () => Promise<void>): Promise<void> {
  await setCurrency(f.anna.id, currency);
  try {
    await work();
  } finally {
    await setCurrency(f.anna.id, 'EUR');
  }
}

/** A deposit of `minor` units taken on Carla's saved card through the deposits service (as at confirmation). */
async function takeDeposit(appointmentId: number, minor: number) {
  await f.pool.query('UPDATE appointments SET deposit_cents = $2 WHERE id = $1', [appointmentId, minor]);
  const { deposits } = createServices({
    config: { payments: { currency: 'usd', applicationFeePercent: 0 }, booking: testConfig().booking } as never,
    db: f.app.db,
    gateway: createSandboxGateway(createSandboxRepository(f.app.db)),
  });
  const outcome = await deposits.take({
    stylistId: f.anna.id,
    appointmentId,
    cardId: 'pm_sandbox_demo_carla_visa',
    amountCents: minor,
    returnUrl: `http://${HOSTS.anna}/return`,
  });
  expect(outcome).toEqual({ status: 'succeeded' });
}

describe.each([
  // currency, minor units of the appointment, the API's amounts (major units) of the 50 % fee, of the whole and of a 1250 deposit
  { currency: 'EUR', lower: 'eur', fee: 40, checkout: 80, deposit: 12.5 },
  { currency: 'JPY', lower: 'jpy', fee: 4000, checkout: 8000, deposit: 1250 },
])('money in $currency', ({ currency, lower, fee, checkout, deposit }) => {
  it('a fee is offered and charged in her currency: minor units to the gateway, major units in the answer', async () => {
    await inCurrency(currency, async () => {
      const id = await f.appointment({ state: 'no_show', amountCents: 8_000 });
      const offered = await f.app.inject({ url: `/api/appointment/${id}/payment/no-show-fee/availability`, headers: f.annaHeaders });
      expect(offered.json()).toEqual({ available: true, amount: fee, currency });
      const charged = await post(`/api/appointment/${id}/payment/no-show-fee`, f.annaHeaders);
      expect(charged.json()).toMatchObject({ status: 'succeeded', amount: fee, currency });
      expect(await gatewayCharges(id)).toEqual([{ amount_cents: 4_000, currency: lower }]);
    });
  });

  it('a checkout charges the whole amount in her currency', async () => {
    await inCurrency(currency, async () => {
      const id = await f.appointment({ state: 'completed', amountCents: 8_000 });
      const charged = await post(`/api/appointment/${id}/payment/checkout`, f.annaHeaders);
      expect(charged.json()).toMatchObject({ status: 'succeeded', amount: checkout, currency });
      expect(await gatewayCharges(id)).toEqual([{ amount_cents: 8_000, currency: lower }]);
    });
  });

  it('a deposit is taken and refunded in her currency; the appointment shows it in major units with the currency', async () => {
    await inCurrency(currency, async () => {
      const id = await f.appointment({ state: 'cancelled', amountCents: 8_000 });
      await takeDeposit(id, 1_250);
      expect(await gatewayCharges(id)).toEqual([{ amount_cents: 1_250, currency: lower }]);
      const view = await f.app.inject({ url: `/api/appointments/${id}`, headers: f.annaHeaders });
      expect(view.json()).toMatchObject({ amount: checkout, depositAmount: deposit, currency });
      const refunded = await post(`/api/appointment/${id}/payment/deposit/refund`, f.annaHeaders);
      expect(refunded.json()).toEqual({ status: 'refunded', amount: deposit, currency });
      expect(await gatewayRefunds(id)).toEqual([{ amount_cents: 1_250, currency: lower }]);
    });
  });
});

describe('registration with a country', () => {
  let berlin = 0;
  beforeAll(async () => {
    berlin = (await f.pool.query("SELECT id FROM time_zones WHERE name = 'Europe/Berlin'")).rows[0].id;
  });
  async function newStylist(sub: string) {
    const { rows } = await f.pool.query('INSERT INTO stylists (auth_subject, email) VALUES ($1, $2) RETURNING id', [sub, `${sub}@example.test`]);
    return { id: Number(rows[0].id), headers: { host: HOSTS.app, ...(await stylistAuth(f.app, { id: Number(rows[0].id), subdomain: null, sub })) } };
  }
  const registration = (subdomain: string, extra: object = {}) => ({ businessName: 'Studio', subdomain, name: 'Sam', lastname: 'Stone', timeZone: berlin, ...extra });

  it.each([
    ['JP', undefined, 'JPY'],
    ['de', undefined, 'EUR'],
    ['BR', 'usd', 'USD'],
    [undefined, undefined, 'USD'],
  ])('country %s, currency %s: she is registered with %s', async (country, currency, expected) => {
    const sub = `reg-${String(country)}-${String(currency)}`.toLowerCase();
    const stylist = await newStylist(sub);
    const response = await post('/api/stylist/register', stylist.headers, registration(sub, { country, currency }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country: country?.toUpperCase() ?? null, currency: expected });
    const profile = await f.app.inject({ url: `/api/public/stylists/subdomain/${sub}`, headers: { host: HOSTS.app } });
    expect(profile.json()).toMatchObject({ country: country?.toUpperCase() ?? null, currency: expected });
  });

  it('refuses an unknown country or currency with 400 naming the field', async () => {
    const stylist = await newStylist('reg-bad');
    const country = await post('/api/stylist/register', stylist.headers, registration('reg-bad', { country: 'XX' }));
    expect(country.statusCode).toBe(400);
    expect(country.json().fields).toEqual({ country: 'Choose a country from the list' });
    const currency = await post('/api/stylist/register', stylist.headers, registration('reg-bad', { country: 'DE', currency: 'EURO' }));
    expect(currency.statusCode).toBe(400);
    expect(currency.json().fields).toEqual({ currency: 'Choose a currency from the list' });
  });
});

describe('changing country and currency in Settings', () => {
  it('changes both while she has taken no payment, and refuses another currency with 409 once she has', async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO stylists (auth_subject, email, subdomain, business_name) VALUES ('cur-sub', 'cur@example.test', 'cur', 'Cur') RETURNING id",
    );
    const id = Number(rows[0].id);
    const headers = { host: 'cur.chairly.localhost', ...(await stylistAuth(f.app, { id, subdomain: 'cur' })) };
    const changed = await patch(id, { country: 'jp', currency: 'jpy' }, headers);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ country: 'JP', currency: 'JPY' });

    // Anna has taken payments (the charges above): her currency stays; the same one may be sent again.
    await post(`/api/appointment/${await f.appointment({ state: 'no_show' })}/payment/no-show-fee`, f.annaHeaders);
    const refused = await patch(f.anna.id, { currency: 'USD', city: 'Potsdam' }, f.annaHeaders);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', reason: 'currency_locked', fields: { currency: expect.any(String) } });
    const after = await f.pool.query('SELECT currency, city FROM stylists WHERE id = $1', [f.anna.id]);
    expect(after.rows[0]).toEqual({ currency: 'EUR', city: 'Berlin' });
    const same = await patch(f.anna.id, { currency: 'eur', country: 'AT' }, f.annaHeaders);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ country: 'AT', currency: 'EUR' });
    await patch(f.anna.id, { country: 'DE' }, f.annaHeaders);
  });

  it('changes only her own account: another id is 404 and her neighbour keeps hers', async () => {
    const other = await patch(f.anna.id, { currency: 'JPY' }, f.bellaHeaders);
    expect(other.statusCode).toBe(404);
    const mine = await f.app.inject({ url: `/api/stylists/${f.bella.id}`, headers: f.bellaHeaders });
    expect(mine.json()).toMatchObject({ country: 'BR', currency: 'BRL' });
    expect((await f.pool.query('SELECT currency FROM stylists WHERE id = $1', [f.anna.id])).rows[0].currency).toBe('EUR');
  });
});

describe('prices in her currency', () => {
  const service = (price: number, extra: object = {}) => ({ name: `Cut ${price}`, price, hourly: false, duration: 30, category: 1, public: true, ...extra });

  // A price and a service deposit in her currency's minor unit: euro cents, whole yen.
  it.each([
    { currency: 'EUR', price: 45.5, depositValue: 10.25, stored: { price_cents: 4_550, deposit_value: 1_025 } },
    { currency: 'JPY', price: 4_500, depositValue: 1_000, stored: { price_cents: 4_500, deposit_value: 1_000 } },
  ])('stores a price and a deposit in $currency in its minor unit', async ({ currency, price, depositValue, stored }) => {
    await inCurrency(currency, async () => {
      const res = await post('/api/services', f.annaHeaders, service(price, { depositMode: 'amount', depositValue }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ price, depositValue });
      const row = await f.pool.query('SELECT price_cents, deposit_value FROM services WHERE id = $1', [res.json().id]);
      expect(row.rows[0]).toEqual(stored);
    });
  });

  it.each([
    { currency: 'EUR', price: 45.555, depositValue: 10.255, places: 2 },
    { currency: 'JPY', price: 45.5, depositValue: 10.25, places: 0 },
  ])('refuses a price or deposit with more than $places decimals in $currency with 422 naming the field', async ({ currency, price, depositValue, places }) => {
    await inCurrency(currency, async () => {
      const res = await post('/api/services', f.annaHeaders, service(price, { depositMode: 'amount', depositValue }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'BUSINESS_RULE',
        fields: { price: `The Price field may have at most ${places} decimal places`, depositValue: `The Deposit field may have at most ${places} decimal places` },
      });
    });
  });
});

describe('PAYMENT_CURRENCY (usd here) decides only for stylists without a currency', () => {
  it('is each app’s own: an app built later with another PAYMENT_CURRENCY changes nothing of this one (issue #30)', async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO stylists (auth_subject, email, subdomain, business_name) VALUES ('own-sub', 'own@example.test', 'own', 'Own') RETURNING id",
    );
    const id = Number(rows[0].id);
    const headers = { host: 'own.chairly.localhost', ...(await stylistAuth(f.app, { id, subdomain: 'own' })) };
    // A second app in the same process, on the same database (the pool stays the first app's).
    const pounds = await createTestApp({ database: { db: f.app.db, pool: f.pool, close: async () => {} }, env: { PAYMENT_CURRENCY: 'gbp' } });
    try {
      const poundsHeaders = { host: 'own.chairly.localhost', ...(await stylistAuth(pounds, { id, subdomain: 'own' })) };
      expect((await pounds.inject({ url: `/api/stylists/${id}`, headers: poundsHeaders })).json()).toMatchObject({ currency: 'GBP' });
      expect((await f.app.inject({ url: `/api/stylists/${id}`, headers })).json()).toMatchObject({ currency: 'USD' });
    } finally {
      await pounds.close();
      await f.pool.query('DELETE FROM stylists WHERE id = $1', [id]);
    }
  });

  it('reads as hers until the start writes it into her row; a stylist with one keeps it', async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO stylists (auth_subject, email, subdomain, business_name) VALUES ('none-sub', 'none@example.test', 'none', 'None') RETURNING id",
    );
    const id = Number(rows[0].id);
    const headers = { host: 'none.chairly.localhost', ...(await stylistAuth(f.app, { id, subdomain: 'none' })) };
    expect((await f.app.inject({ url: `/api/stylists/${id}`, headers })).json()).toMatchObject({ country: null, currency: 'USD' });
    expect(await fillMissingCurrencies(f.app.db, 'USD')).toBeGreaterThanOrEqual(1);
    const stored = await f.pool.query('SELECT id, currency FROM stylists WHERE id = ANY($1) ORDER BY id', [[f.anna.id, id]]);
    expect(stored.rows.map((r: { currency: string }) => r.currency)).toEqual(['EUR', 'USD']);
  });
});

describe('her country is her default holiday country', () => {
  it('offers her country’s public holidays until she chooses a holiday country; a chosen one wins', async () => {
    const { rows } = await f.pool.query(
      "INSERT INTO stylists (auth_subject, email, subdomain, business_name, country) VALUES ('hol-sub', 'hol@example.test', 'hol', 'Hol', 'FR') RETURNING id",
    );
    const id = Number(rows[0].id);
    const headers = { host: 'hol.chairly.localhost', ...(await stylistAuth(f.app, { id, subdomain: 'hol' })) };
    const offered = await f.app.inject({ url: '/api/open_hours/holidays?lang=en', headers });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ country: 'FR', region: null });
    expect(offered.json().holidays.map((h: { date: string }) => h.date.slice(5))).toContain('07-14');
    await f.pool.query("UPDATE stylists SET holiday_country = 'DE' WHERE id = $1", [id]);
    const chosen = await f.app.inject({ url: '/api/open_hours/holidays?lang=en', headers });
    expect(chosen.json()).toMatchObject({ country: 'DE' });
    expect(chosen.json().holidays.map((h: { date: string }) => h.date.slice(5))).toContain('10-03');
  });
});
