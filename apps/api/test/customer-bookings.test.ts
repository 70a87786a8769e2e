import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let guarded: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora');
  guarded = await f.openStylist('guarded');
  await f.pool.query('INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 0, 50), ($1, 1, 25), ($1, 2, 5760)', [guarded.id]);
});
afterAll(() => f.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: Record<string, unknown>) => f.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => f.app.inject({ url, headers });
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ADA@example.com', phone: '+44 20 7946 0000' };
const hold = async (stylist: BookingStylist, headers: Headers, days: number, time = '10:00') => {
  const res = await post('/api/logged-customer/block-date', headers, { services: [stylist.services[0]], startsAt: berlinStart(days, time) });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string };
};
const confirm = (headers: Headers, appointmentId: number, stripeCardId: string | null = null) =>
  post('/api/logged-customer/appointment/confirm', headers, { appointmentId, stripeCardId, customer: contact, note: 'Window seat' });
async function saveCard(accountId: number, gatewayCardId: string) {
  await f.pool.query(
    "INSERT INTO payment_cards (customer_account_id, provider, gateway_card_id, brand, last4, exp_month, exp_year) VALUES ($1, 'sandbox', $2, 'visa', '4242', 12, 2030)",
    [accountId, gatewayCardId],
  );
}

describe('confirm', () => {
  it('books the own hold, stores the note and updates the contact on the customer row', async () => {
    const a = await f.customer('Ann', nora.host);
    const held = await hold(nora, a.headers, 3);
    const res = await confirm(a.headers, held.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: held.id, state: 'booked', note: 'Window seat', holdExpiresAt: null, customer: { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } });
    const twice = await confirm(a.headers, held.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', reason: 'not_on_hold' });
    const history = await f.pool.query('SELECT from_state, to_state, actor FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id', [held.id]);
    expect(history.rows.map((r) => `${r.from_state}>${r.to_state}:${r.actor}`)).toEqual(['null>held:customer', 'held>booked:customer']);
  });

  it('saves the contact details in the confirmation\'s own transaction: if they cannot be saved, nothing is booked', async () => {
    const a = await f.customer('Eli', nora.host);
    const held = await hold(nora, a.headers, 3, '12:00');
    // A failure in the middle of the confirmation (as a crash would be), injected by a trigger.
    await f.pool.query(`CREATE FUNCTION fail_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = 'broken@example.com' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
    await f.pool.query('CREATE TRIGGER fail_contact BEFORE UPDATE ON customers FOR EACH ROW EXECUTE FUNCTION fail_contact()');
    try {
      const res = await post('/api/logged-customer/appointment/confirm', a.headers, {
        appointmentId: held.id,
        stripeCardId: null,
        customer: { ...contact, email: 'broken@example.com' },
        note: '',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await f.pool.query('DROP TRIGGER fail_contact ON customers; DROP FUNCTION fail_contact()');
    }
    const row = (await f.pool.query('SELECT state FROM appointments WHERE id = $1', [held.id])).rows[0];
    expect(row.state).toBe('held');
    const history = await f.pool.query('SELECT to_state FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id', [held.id]);
    expect(history.rows.map((r) => r.to_state)).toEqual(['held']);
    const outbox = await f.pool.query("SELECT count(*)::int AS n FROM notification_events WHERE payload->>'appointmentId' = $1", [String(held.id)]);
    expect(outbox.rows[0].n).toBe(0);
    // The same confirmation with good details goes through.
    expect((await confirm(a.headers, held.id)).statusCode).toBe(200);
  });

  it("another customer's hold is not found; an expired hold answers 409 'Your hold has expired'", async () => {
    const a = await f.customer('Abe', nora.host);
    const b = await f.customer('Bea', nora.host);
    const held = await hold(nora, a.headers, 3, '14:00');
    expect((await confirm(b.headers, held.id)).statusCode).toBe(404);
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [held.id]);
    const expired = await confirm(a.headers, held.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ code: 'CONFLICT', reason: 'hold_expired', message: 'Your hold has expired' });
    expect((await f.pool.query('SELECT state FROM appointments WHERE id = $1', [held.id])).rows[0].state).toBe('expired');
  });

  it('with no-show protection a card is required and must be one of the customer’s own', async () => {
    const a = await f.customer('Cat', guarded.host);
    const b = await f.customer('Dan', guarded.host);
    await saveCard(a.accountId, 'card_a');
    await saveCard(b.accountId, 'card_b');
    const held = await hold(guarded, a.headers, 3);
    expect((await confirm(a.headers, held.id, null)).statusCode).toBe(422);
    expect((await confirm(a.headers, held.id, 'card_b')).statusCode).toBe(422);
    expect((await f.pool.query('SELECT state FROM appointments WHERE id = $1', [held.id])).rows[0].state).toBe('held');
    const ok = await confirm(a.headers, held.id, 'card_a');
    expect(ok.statusCode).toBe(200);
    expect((await f.pool.query('SELECT card_id FROM appointments WHERE id = $1', [held.id])).rows[0].card_id).toBe('card_a');
  });

  it('400 for unknown fields or a bad e-mail', async () => {
    const a = await f.customer('Eli', nora.host);
    const held = await hold(nora, a.headers, 4);
    expect((await post('/api/logged-customer/appointment/confirm', a.headers, { appointmentId: held.id, stripeCardId: null, customer: contact, note: '', x: 1 })).statusCode).toBe(400);
    expect((await post('/api/logged-customer/appointment/confirm', a.headers, { appointmentId: held.id, stripeCardId: null, customer: { ...contact, email: 'nope' }, note: '' })).statusCode).toBe(400);
  });
});

describe("the customer's own bookings", () => {
  it('lists, finds by uuid, and cancels only their own; B sees none of A’s', async () => {
    const a = await f.customer('Fox', guarded.host);
    const b = await f.customer('Gil', guarded.host);
    await saveCard(a.accountId, 'card_fox');
    const held = await hold(guarded, a.headers, 10);
    expect((await confirm(a.headers, held.id, 'card_fox')).statusCode).toBe(200);

    const listA = (await get('/api/logged-customer/appointments?period=upcoming', a.headers)).json();
    expect(listA['hydra:totalItems']).toBe(1);
    expect(listA['hydra:member'][0]).toMatchObject({ id: held.id, state: 'booked' });
    expect((await get('/api/logged-customer/appointments?period=past', a.headers)).json()['hydra:totalItems']).toBe(0);
    expect((await get('/api/logged-customer/appointments', b.headers)).json()['hydra:totalItems']).toBe(0);

    expect((await get(`/api/logged-customer/appointment-by-uuid/${held.uuid}`, a.headers)).json().id).toBe(held.id);
    expect((await get(`/api/logged-customer/appointment-by-uuid/${held.uuid}`, b.headers)).statusCode).toBe(404);
    expect((await get(`/api/logged-customer/appointment-by-uuid/${held.uuid}`, { ...a.headers, host: nora.host })).statusCode).toBe(404);

    expect((await get(`/api/logged-customer/appointment/${held.id}/cancellation`, a.headers)).json()).toEqual({ insideWindow: false, feePercentage: null });
    expect((await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: b.headers })).statusCode).toBe(404);
    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: a.headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ insideWindow: false, feePercentage: null, appointment: { state: 'cancelled' } });
    expect((await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: a.headers })).statusCode).toBe(409);
  });

  it('inside the cancellation window the answer says so, with the fee percentage', async () => {
    const a = await f.customer('Hal', guarded.host);
    await saveCard(a.accountId, 'card_hal');
    const held = await hold(guarded, a.headers, 1, '20:00');
    await confirm(a.headers, held.id, 'card_hal');
    expect((await get(`/api/logged-customer/appointment/${held.id}/cancellation`, a.headers)).json()).toEqual({ insideWindow: true, feePercentage: 25 });
    const res = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: a.headers });
    expect(res.json()).toMatchObject({ insideWindow: true, feePercentage: 25 });
  });

  it('the profile: account data before the first booking, the customer row after', async () => {
    const a = await f.customer('Ivy', nora.host);
    expect((await get('/api/logged-customer/customer', a.headers)).json()).toEqual({ id: null, name: 'Ivy', lastName: 'Test', email: 'ivy@example.test', phone: '+1 555' });
    const held = await hold(nora, a.headers, 5);
    await confirm(a.headers, held.id);
    const profile = (await get('/api/logged-customer/customer', a.headers)).json();
    expect(profile).toMatchObject({ id: expect.any(Number), name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });
});

describe('consultation requests', () => {
  it('are stored for the stylist; a hidden service or a bad body is refused', async () => {
    const a = await f.customer('Joy', nora.host);
    const url = '/api/logged-customer/services/request-consultation';
    const res = await post(url, a.headers, { serviceId: nora.services[0], message: '  Can you do a bob?  ', preferredContact: 'phone' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ serviceId: nora.services[0], message: 'Can you do a bob?', preferredContact: 'phone' });
    const { rows } = await f.pool.query('SELECT stylist_id, message FROM consultation_requests WHERE id = $1', [res.json().id]);
    expect(rows[0]).toEqual({ stylist_id: String(nora.id), message: 'Can you do a bob?' });
    expect((await post(url, a.headers, { message: 'General question', preferredContact: 'email' })).statusCode).toBe(201);
    expect((await post(url, a.headers, { serviceId: nora.services[2], message: 'Hidden?', preferredContact: 'email' })).statusCode).toBe(422);
    expect((await post(url, a.headers, { message: '', preferredContact: 'email' })).statusCode).toBe(400);
    expect((await post(url, a.headers, { message: 'x'.repeat(2001), preferredContact: 'email' })).statusCode).toBe(400);
    expect((await post(url, a.headers, { message: 'Hi', preferredContact: 'fax' })).statusCode).toBe(400);
  });
});
