import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxGateway, createSandboxRepository } from '../src/gateways/payments/index';
import { createServices } from '../src/composition';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';
import { testConfig } from './helpers';

/**
 * Issue #20 in the sandbox: deposits taken at confirmation (and at one-call booking), declined,
 * authenticated on the sandbox's page, refunded by cancellations, kept, deducted at checkout and
 * counted towards a fee; each charge and refund once under concurrent requests.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let dana: BookingStylist;
type Headers = Record<string, string>;

const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  f.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Headers) => f.app.inject({ url, headers });
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' };
const CARDS = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', authenticate: '4000 0025 0000 3155' } as const;

/** A stylist open every day with a connected sandbox account that can charge. */
async function connectedStylist(subdomain: string): Promise<BookingStylist> {
  const stylist = await f.openStylist(subdomain);
  const account = `acct_sandbox_${subdomain}`;
  await f.pool.query('INSERT INTO sandbox_accounts (id, charges_enabled, details_submitted) VALUES ($1, true, true)', [account]);
  await f.pool.query("INSERT INTO payment_accounts (stylist_id, provider, account_id, charges_enabled, details_submitted) VALUES ($1, 'sandbox', $2, true, true)", [stylist.id, account]);
  await f.pool.query('UPDATE stylists SET stripe_id = $2, stripe_account_enabled = true WHERE id = $1', [stylist.id, account]);
  return stylist;
}

const setPolicies = async (stylist: BookingStylist, entries: { stylistConfig: number; value: number }[]) => {
  const res = await post('/api/stylist-policy-config', stylist.headers, entries as unknown as Record<string, unknown>);
  expect(res.statusCode).toBe(200);
};

/** A customer of the stylist with sandbox cards saved through the real flow (tokenize, add-card). */
async function customerWithCards(name: string, stylist: BookingStylist) {
  const customer = await f.customer(name, stylist.host);
  expect((await post('/api/logged-customer/payment/create-customer', customer.headers)).statusCode).toBe(200);
  const cards: Record<keyof typeof CARDS, string> = { visa: '', declined: '', authenticate: '' };
  for (const [kind, number] of Object.entries(CARDS) as [keyof typeof CARDS, string][]) {
    const token = await post('/sandbox/cards/tokenize', { host: stylist.host }, { number, expMonth: 12, expYear: 2035, cvc: '123' });
    const added = await post('/api/logged-customer/payment/customer/add-card', customer.headers, { cardToken: token.json().token });
    expect(added.statusCode).toBe(200);
    cards[kind] = added.json().id;
  }
  return { ...customer, cards };
}

let slot = 0;
/** A hold of the stylist's Cut ($30, an hour) at a fresh hour about `days` ahead. */
async function hold(stylist: BookingStylist, headers: Headers, days = 5, services = [stylist.services[0]!]) {
  slot += 1;
  const time = `${String(slot % 22).padStart(2, '0')}:00`;
  const res = await post('/api/logged-customer/block-date', headers, { services, startsAt: berlinStart(days + 10 * Math.floor(slot / 22), time) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; depositAmount: number | null; depositStatus: string | null };
}
const confirm = (headers: Headers, appointmentId: number, stripeCardId: string | null) =>
  post('/api/logged-customer/appointment/confirm', headers, { appointmentId, stripeCardId, customer: contact, note: '' });

const deposits = async (appointmentId: number) =>
  (await f.pool.query("SELECT status, amount_cents, decline_code FROM payment_charges WHERE appointment_id = $1 AND kind = 'deposit' ORDER BY created_at", [appointmentId])).rows;
const sandboxCharges = async (appointmentId: number) =>
  (await f.pool.query("SELECT status, amount_cents, idempotency_key FROM sandbox_charges WHERE metadata->>'appointmentId' = $1 ORDER BY created_at", [String(appointmentId)])).rows;
const refunds = async (appointmentId: number) =>
  (await f.pool.query('SELECT status, amount_cents, reason FROM payment_refunds WHERE appointment_id = $1', [appointmentId])).rows;
const sandboxRefunds = async (appointmentId: number) =>
  (await f.pool.query("SELECT r.amount_cents, r.idempotency_key FROM sandbox_refunds r JOIN sandbox_charges c ON c.id = r.charge_id WHERE c.metadata->>'appointmentId' = $1", [String(appointmentId)])).rows;
/** The cancellation notice queued in the cancellation's transaction (no job runner here to send it). */
const cancellationNotice = async (appointmentId: number) =>
  (await f.pool.query("SELECT payload FROM notification_events WHERE kind = 'appointment.cancelled' AND payload->>'appointmentId' = $1", [String(appointmentId)])).rows[0]?.payload;
const stateOf = async (id: number) => (await f.pool.query('SELECT state FROM appointments WHERE id = $1', [id])).rows[0]?.state;

let dora: Awaited<ReturnType<typeof customerWithCards>>;

beforeAll(async () => {
  f = await createBookingFixture();
  dana = await connectedStylist('dana');
  // 20 % deposit, no-show fee 50 %, cancellation fee 25 % inside 24 hours.
  await setPolicies(dana, [
    { stylistConfig: 0, value: 50 },
    { stylistConfig: 1, value: 25 },
    { stylistConfig: 2, value: 1440 },
    { stylistConfig: 3, value: 20 },
  ]);
});
afterAll(() => f.close());
// A customer of her own for each test: booking calls are limited to 20 a minute per customer.
let customers = 0;
beforeEach(async () => {
  dora = await customerWithCards(`Dora${++customers}`, dana);
});

describe('settings and quotes', () => {
  it('stores the deposit as policy kind 3 or 4, one of them, with valid values only', async () => {
    const stored = await get('/api/stylist-policy-config', dana.headers);
    expect(stored.json()).toContainEqual({ stylistConfig: 3, value: 20 });
    for (const bad of [[{ stylistConfig: 3, value: 15 }], [{ stylistConfig: 4, value: 99 }], [{ stylistConfig: 3, value: 20 }, { stylistConfig: 4, value: 1000 }]]) {
      const res = await post('/api/stylist-policy-config', dana.headers, bad as unknown as Record<string, unknown>);
      expect(res.statusCode).toBe(400);
    }
    expect((await get('/api/stylist-policy-config', dana.headers)).json()).toContainEqual({ stylistConfig: 3, value: 20 });
  });

  it('refuses a deposit without a connected account that can charge', async () => {
    const plain = await f.openStylist('plain');
    const res = await post('/api/stylist-policy-config', plain.headers, [{ stylistConfig: 4, value: 1500 }] as unknown as Record<string, unknown>);
    expect(res.statusCode).toBe(422);
  });

  it('quotes the deposit for the chosen services publicly, with the refund window', async () => {
    const [cut, wash] = dana.services;
    expect((await get(`/api/public/deposit?services=${cut},${wash}`, { host: dana.host })).json()).toEqual({ amount: 8.1, refundWindowHours: 24, currency: 'USD' });
    expect((await get(`/api/public/deposit?services=${cut}&x=1`, { host: dana.host })).json()).toEqual({ amount: 6, refundWindowHours: 24, currency: 'USD' });
    expect((await get('/api/public/deposit?services=abc', { host: dana.host })).statusCode).toBe(400);
    // Not public: cannot be booked, so no quote.
    expect((await get(`/api/public/deposit?services=${dana.services[2]}`, { host: dana.host })).statusCode).toBe(422);
  });

  it("follows a service's own deposit: none, a percentage or an amount", async () => {
    const [cut, wash] = dana.services;
    await f.pool.query("UPDATE services SET deposit_mode = 'amount', deposit_value = 500 WHERE id = $1", [wash]);
    await f.pool.query("UPDATE services SET deposit_mode = 'none' WHERE id = $1", [cut]);
    try {
      expect((await get(`/api/public/deposit?services=${cut},${wash}`, { host: dana.host })).json()).toMatchObject({ amount: 5 });
      expect((await get(`/api/public/deposit?services=${cut}`, { host: dana.host })).json()).toMatchObject({ amount: null });
    } finally {
      await f.pool.query("UPDATE services SET deposit_mode = 'default', deposit_value = NULL WHERE id = ANY($1)", [[cut, wash]]);
    }
  });

  it('accepts and answers a service deposit on the services API', async () => {
    const service = { name: 'Colour', price: 80, hourly: false, duration: 90, category: (await f.pool.query('SELECT category_id FROM services WHERE id = $1', [dana.services[0]])).rows[0].category_id, public: true };
    const created = await post('/api/services', dana.headers, { ...service, depositMode: 'amount', depositValue: 25 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ depositMode: 'amount', depositValue: 25 });
    expect((await f.pool.query('SELECT deposit_value FROM services WHERE id = $1', [created.json().id])).rows[0].deposit_value).toBe(2500);
    const bad = await post('/api/services', dana.headers, { ...service, depositMode: 'percentage', depositValue: 15 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('depositValue');
    const defaulted = await post('/api/services', dana.headers, service);
    expect(defaulted.json()).toMatchObject({ depositMode: 'default', depositValue: null });
  });
});

describe('confirm with a deposit', () => {
  it('shows the deposit on the hold, takes it at confirmation and books', async () => {
    const held = await hold(dana, dora.headers);
    expect(held).toMatchObject({ depositAmount: 6, depositStatus: null });
    const res = await confirm(dora.headers, held.id, dora.cards.visa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'booked', depositAmount: 6, depositStatus: 'paid' });
    expect(await deposits(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, decline_code: null }]);
    expect(await sandboxCharges(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, idempotency_key: expect.stringMatching(/^chairly-charge-/) }]);
    // The customer's bookings, the stylist's detail and list show it too.
    const mine = await get('/api/logged-customer/appointments', dora.headers);
    expect(mine.json()['hydra:member'].find((a: { id: number }) => a.id === held.id)).toMatchObject({ depositAmount: 6, depositStatus: 'paid' });
    expect((await get(`/api/appointments/${held.id}`, dana.headers)).json()).toMatchObject({ depositAmount: 6, depositStatus: 'paid' });
  });

  it('asks for a card when a deposit is due', async () => {
    const held = await hold(dana, dora.headers);
    const res = await confirm(dora.headers, held.id, null);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('stripeCardId');
    expect(await deposits(held.id)).toEqual([]);
  });

  it('leaves the hold in place with a clear message when the card is declined; another card then books', async () => {
    const held = await hold(dana, dora.headers);
    const declined = await confirm(dora.headers, held.id, dora.cards.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED', reason: 'deposit_declined', message: expect.stringMatching(/^Your card was declined\. .*stays held/) });
    expect(await stateOf(held.id)).toBe('held');
    const retry = await confirm(dora.headers, held.id, dora.cards.visa);
    expect(retry.statusCode).toBe(200);
    expect((await deposits(held.id)).map((d) => d.status)).toEqual(['declined', 'succeeded']);
  });

  it('sends a card that needs authentication through the sandbox page and back to the confirm step', async () => {
    const held = await hold(dana, dora.headers);
    const res = await confirm(dora.headers, held.id, dora.cards.authenticate);
    expect(res.statusCode).toBe(202);
    const { actionUrl } = res.json() as { actionUrl: string };
    expect(res.json()).toMatchObject({ status: 'requires_action', appointmentId: held.id });
    const page = new URL(actionUrl);
    expect(page.hostname).toBe(dana.host);
    expect(page.pathname).toMatch(/^\/sandbox\/authenticate\/pi_sandbox_/);
    expect(await stateOf(held.id)).toBe('held');

    // Confirming again before authenticating sends back to the same page and charges nothing new.
    expect((await confirm(dora.headers, held.id, dora.cards.authenticate)).json()).toMatchObject({ actionUrl });
    const shown = await get(page.pathname, { host: dana.host, 'accept-language': 'de' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Authentifizierung abschließen');
    expect(shown.body).toContain('6,00');
    const done = await post(`${page.pathname}/complete`, { host: dana.host });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${page.origin}/services/book/confirm?deposit=${held.id}`);

    const booked = await confirm(dora.headers, held.id, dora.cards.authenticate);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ state: 'booked', depositStatus: 'paid' });
    expect(await sandboxCharges(held.id)).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: 600 })]);
    // The page is used up.
    expect((await get(page.pathname, { host: dana.host })).statusCode).toBe(404);
  });

  it('a failed authentication is a decline: clear message, the hold stays', async () => {
    const held = await hold(dana, dora.headers);
    const page = new URL((await confirm(dora.headers, held.id, dora.cards.authenticate)).json().actionUrl);
    expect((await post(`${page.pathname}/fail`, { host: dana.host })).statusCode).toBe(303);
    const res = await confirm(dora.headers, held.id, dora.cards.authenticate);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'CARD_DECLINED', reason: 'deposit_authentication_failed', message: expect.stringMatching(/could not be authenticated/) });
    expect(await stateOf(held.id)).toBe('held');
    expect(await deposits(held.id)).toEqual([{ status: 'declined', amount_cents: 600, decline_code: 'authentication_failed' }]);
  });

  it('answers a confirmation while the deposit is still at the gateway 409 deposit_in_progress; the hold stays', async () => {
    const held = await hold(dana, dora.headers);
    await confirm(dora.headers, held.id, dora.cards.authenticate);
    // Another request is at the gateway with this deposit right now (a fresh pending row).
    await f.pool.query("UPDATE payment_charges SET status = 'pending' WHERE appointment_id = $1 AND kind = 'deposit'", [held.id]);
    const res = await confirm(dora.headers, held.id, dora.cards.visa);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: 'deposit_in_progress', message: 'Your deposit is being processed; try again in a moment' });
    expect(await stateOf(held.id)).toBe('held');
  });

  it('refunds a deposit authenticated after the hold ran out, and books nothing', async () => {
    const held = await hold(dana, dora.headers);
    const page = new URL((await confirm(dora.headers, held.id, dora.cards.authenticate)).json().actionUrl);
    await post(`${page.pathname}/complete`, { host: dana.host });
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [held.id]);
    const res = await confirm(dora.headers, held.id, dora.cards.authenticate);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: 'hold_expired', message: 'Your hold has expired; your deposit is being refunded' });
    expect(await refunds(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'not-booked' }]);
    expect(await sandboxRefunds(held.id)).toHaveLength(1);
  });

  it('50 concurrent confirmations on two API instances take one deposit and book once', async () => {
    const held = await hold(dana, dora.headers);
    const second = await f.secondInstance();
    const body = { appointmentId: held.id, stripeCardId: dora.cards.visa, customer: contact, note: '' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? second : f.app).inject({ method: 'POST', url: '/api/logged-customer/appointment/confirm', headers: dora.headers, payload: body }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The losers: 409 (being processed, already booked) or, for her own flood, the booking limit's 429.
    expect(codes.filter((c) => c === 409 || c === 429)).toHaveLength(49);
    expect(await sandboxCharges(held.id)).toHaveLength(1);
    expect(await deposits(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, decline_code: null }]);
    expect(await stateOf(held.id)).toBe('booked');
  });

  it('the one-call booking takes the deposit too; a declined card leaves a hold until it expires', async () => {
    const body = (stripeCardId: string, days: number) => ({ services: [dana.services[0]], startsAt: berlinStart(days, '22:00'), stripeCardId, customer: contact, note: '' });
    const booked = await post('/api/logged-customer/appointment', dora.headers, body(dora.cards.visa, 20));
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ state: 'booked', depositAmount: 6, depositStatus: 'paid' });
    expect(await sandboxCharges(booked.json().id)).toHaveLength(1);

    const declined = await post('/api/logged-customer/appointment', dora.headers, body(dora.cards.declined, 21));
    expect(declined.statusCode).toBe(402);
    const left = await f.pool.query("SELECT state, deposit_cents FROM appointments WHERE stylist_id = $1 AND starts_at = $2", [dana.id, berlinStart(21, '22:00')]);
    expect(left.rows).toEqual([{ state: 'held', deposit_cents: 600 }]);

    const auth = await post('/api/logged-customer/appointment', dora.headers, body(dora.cards.authenticate, 22));
    expect(auth.statusCode).toBe(202);
    expect(auth.json()).toMatchObject({ status: 'requires_action', actionUrl: expect.stringContaining('/sandbox/authenticate/') });
  });
});

describe('after booking', () => {
  async function booked(days = 5) {
    const held = await hold(dana, dora.headers, days);
    expect((await confirm(dora.headers, held.id, dora.cards.visa)).statusCode).toBe(200);
    return held.id;
  }
  const cancelAsCustomer = (id: number, headers = dora.headers) => f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${id}`, headers });

  it("refunds the deposit when the customer cancels outside the window", async () => {
    const id = await booked(5);
    expect((await get(`/api/logged-customer/appointment/${id}/cancellation`, dora.headers)).json()).toMatchObject({ insideWindow: false, deposit: { amount: 6, refunded: true } });
    const res = await cancelAsCustomer(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ insideWindow: false, deposit: { amount: 6, refunded: true }, appointment: { state: 'cancelled', depositStatus: 'refunded' } });
    expect(await refunds(id)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'customer-cancelled' }]);
    expect(await sandboxRefunds(id)).toEqual([{ amount_cents: 600, idempotency_key: expect.stringMatching(/^chairly-refund-/) }]);
    expect(await cancellationNotice(id)).toMatchObject({ by: 'customer', deposit: 'refunded' });
  });

  it('keeps the deposit when the customer cancels inside the window', async () => {
    await setPolicies(dana, [{ stylistConfig: 1, value: 25 }, { stylistConfig: 2, value: 5760 }, { stylistConfig: 3, value: 20 }]);
    try {
      const id = await booked(2);
      const res = await cancelAsCustomer(id);
      expect(res.json()).toMatchObject({ insideWindow: true, deposit: { amount: 6, refunded: false }, appointment: { state: 'cancelled', depositStatus: 'kept' } });
      expect(await refunds(id)).toEqual([]);
      expect(await cancellationNotice(id)).toMatchObject({ by: 'customer', deposit: 'kept' });
      // The kept deposit counts towards the cancellation fee: 25 % of $30 is $7.50, $6 already paid.
      const fee = await get(`/api/appointment/${id}/payment/cancel-fee/availability`, dana.headers);
      expect(fee.json()).toEqual({ available: true, amount: 1.5, currency: 'USD' });
    } finally {
      await setPolicies(dana, [{ stylistConfig: 0, value: 50 }, { stylistConfig: 1, value: 25 }, { stylistConfig: 2, value: 1440 }, { stylistConfig: 3, value: 20 }]);
    }
  });

  it('refunds the deposit whenever the stylist cancels (DELETE or set-state cancel)', async () => {
    const one = await booked(3);
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${one}`, headers: dana.headers })).statusCode).toBe(204);
    expect(await refunds(one)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'stylist-cancelled' }]);
    expect(await cancellationNotice(one)).toMatchObject({ by: 'stylist', deposit: 'refunded' });
    const two = await booked(3);
    const res = await post(`/api/appointment/${two}/set-state`, dana.headers, { transition: 'cancel' });
    expect(res.json()).toMatchObject({ appointment: { state: 'cancelled', depositStatus: 'refunded' } });
    expect(await sandboxRefunds(two)).toHaveLength(1);
  });

  it('50 concurrent refund requests for a kept deposit refund it once', async () => {
    const id = await booked(4);
    await f.pool.query("UPDATE appointments SET state = 'no_show' WHERE id = $1", [id]);
    expect((await get(`/api/appointments/${id}`, dana.headers)).json()).toMatchObject({ depositStatus: 'kept' });
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(`/api/appointment/${id}/payment/deposit/refund`, dana.headers)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 200)?.json()).toEqual({ status: 'refunded', amount: 6, currency: 'USD' });
    const again = await post(`/api/appointment/${id}/payment/deposit/refund`, dana.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_CHARGED', reason: 'already_refunded', message: 'The deposit has already been refunded' });
    expect(await sandboxRefunds(id)).toHaveLength(1);
    expect(await refunds(id)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'stylist-refund' }]);
    expect((await get(`/api/appointments/${id}`, dana.headers)).json()).toMatchObject({ depositStatus: 'refunded' });
    // Another stylist cannot refund it, nor can one without a deposit be refunded.
    const other = await connectedStylist('otto');
    expect((await post(`/api/appointment/${id}/payment/deposit/refund`, other.headers)).statusCode).toBe(404);
  });

  it('a kept deposit counts towards the no-show fee and is never charged twice', async () => {
    const id = await booked(6);
    await f.pool.query("UPDATE appointments SET state = 'no_show' WHERE id = $1", [id]);
    const availability = await get(`/api/appointment/${id}/payment/no-show-fee/availability`, dana.headers);
    // 50 % of $30 is $15; the $6 deposit is kept towards it.
    expect(availability.json()).toEqual({ available: true, amount: 9, currency: 'USD' });
    const charged = await post(`/api/appointment/${id}/payment/no-show-fee`, dana.headers);
    expect(charged.json()).toMatchObject({ status: 'succeeded', amount: 9 });
    expect((await sandboxCharges(id)).map((c) => c.amount_cents)).toEqual([600, 900]);

    // A deposit as large as the fee: nothing more is charged.
    await setPolicies(dana, [{ stylistConfig: 0, value: 50 }, { stylistConfig: 3, value: 50 }]);
    try {
      const big = await booked(6);
      await f.pool.query("UPDATE appointments SET state = 'no_show' WHERE id = $1", [big]);
      expect((await get(`/api/appointment/${big}/payment/no-show-fee/availability`, dana.headers)).json()).toMatchObject({ available: false, reason: 'nothing-to-charge', amount: 0 });
      const res = await post(`/api/appointment/${big}/payment/no-show-fee`, dana.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The deposit already covers this amount; nothing more is charged');
      expect(await sandboxCharges(big)).toHaveLength(1);
    } finally {
      await setPolicies(dana, [{ stylistConfig: 0, value: 50 }, { stylistConfig: 1, value: 25 }, { stylistConfig: 2, value: 1440 }, { stylistConfig: 3, value: 20 }]);
    }
  });

  it('checkout charges the price less the deposit, which is then applied', async () => {
    const id = await booked(7);
    await f.pool.query("UPDATE appointments SET starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes', occupied = tstzmultirange(tstzrange(now() - interval '30 minutes', now() + interval '30 minutes')) WHERE id = $1", [id]);
    const res = await post(`/api/appointment/${id}/set-state`, dana.headers, { transition: 'checkout' });
    expect(res.json()).toMatchObject({ charged: true, message: 'Charged $24.00', appointment: { state: 'completed', depositAmount: 6, depositStatus: 'applied' } });
    expect((await sandboxCharges(id)).map((c) => c.amount_cents)).toEqual([600, 2400]);
  });

  it('lists the deposit in the appointment list', async () => {
    const id = await booked(8);
    const list = await get(`/api/appointments/list?customerId=${(await f.pool.query('SELECT customer_id FROM appointments WHERE id = $1', [id])).rows[0].customer_id}`, dana.headers);
    expect(list.json()['hydra:member'].find((a: { id: number }) => a.id === id)).toMatchObject({ depositAmount: 6, depositStatus: 'paid' });
  });

  it("counts deposits taken and refunded in the dashboard's by numbers; a kept one is revenue", async () => {
    const erin = await connectedStylist('erin');
    await setPolicies(erin, [{ stylistConfig: 3, value: 50 }]);
    const c = await customerWithCards('Eve', erin);
    const ids: number[] = [];
    for (const days of [3, 4, 5]) {
      const held = await hold(erin, c.headers, days);
      expect((await confirm(c.headers, held.id, c.cards.visa)).statusCode).toBe(200);
      ids.push(held.id);
    }
    // One refunded (the customer cancels outside the window), one kept (a no-show).
    expect((await cancelAsCustomer(ids[0]!, c.headers)).json()).toMatchObject({ appointment: { depositStatus: 'refunded' } });
    await f.pool.query("UPDATE appointments SET state = 'no_show' WHERE id = $1", [ids[1]]);
    const numbers = (await get('/api/dashboard/statistics/dashboard-statistic-by-numbers', erin.headers)).json();
    expect(numbers.month).toMatchObject({ depositsTaken: 45, depositsRefunded: 15, revenue: 15 });
  });

  it("the job runners' sweep refunds a deposit whose customer authenticated and never came back, and re-sends a refund left pending", async () => {
    const sweeper = createServices({ config: { payments: { currency: 'usd', applicationFeePercent: 0 }, booking: testConfig().booking } as never, db: f.app.db, gateway: createSandboxGateway(createSandboxRepository(f.app.db)) }).deposits;
    // Authenticated at the sandbox's page, then the browser was closed; the hold runs out.
    const held = await hold(dana, dora.headers);
    const page = new URL((await confirm(dora.headers, held.id, dora.cards.authenticate)).json().actionUrl);
    await post(`${page.pathname}/complete`, { host: dana.host });
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [held.id]);
    await f.pool.query("UPDATE payment_charges SET updated_at = now() - interval '10 minutes' WHERE appointment_id = $1", [held.id]);
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await deposits(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, decline_code: null }]);
    expect(await refunds(held.id)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'not-booked' }]);
    // Once handled, a second sweep (another instance) does nothing more.
    await f.pool.query("UPDATE payment_charges SET updated_at = now() - interval '10 minutes' WHERE appointment_id = $1", [held.id]);
    await sweeper.sweep();
    expect(await sandboxRefunds(held.id)).toHaveLength(1);

    // A refund whose gateway call was lost: pending for minutes, re-sent under its own key.
    const id = await booked(9);
    const charge = (await f.pool.query("SELECT id FROM payment_charges WHERE appointment_id = $1 AND kind = 'deposit'", [id])).rows[0].id;
    await f.pool.query(
      "INSERT INTO payment_refunds (id, charge_id, stylist_id, appointment_id, amount_cents, reason, provider, idempotency_key, created_at, updated_at) VALUES (gen_random_uuid(), $1, $2, $3, 600, 'stylist-cancelled', 'sandbox', 'chairly-refund-lost-1', now() - interval '10 minutes', now() - interval '10 minutes')",
      [charge, dana.id, id],
    );
    // Pending at the provider: shown as refunded (it is re-sent until it goes through), never charged again.
    expect((await get(`/api/appointments/${id}`, dana.headers)).json()).toMatchObject({ depositStatus: 'refunded' });
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(await refunds(id)).toEqual([{ status: 'succeeded', amount_cents: 600, reason: 'stylist-cancelled' }]);
    expect(await sandboxRefunds(id)).toEqual([{ amount_cents: 600, idempotency_key: 'chairly-refund-lost-1' }]);
  });
});
