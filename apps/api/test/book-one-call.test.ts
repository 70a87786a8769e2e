import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/** docs/product.md §7 `POST /api/logged-customer/appointment`: block-date and confirm in one call (issue #17.5). */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let guarded: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora');
  guarded = await f.openStylist('guarded');
  await f.pool.query('INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 0, 50), ($1, 1, 25), ($1, 2, 1440)', [guarded.id]);
});
afterAll(() => f.close());

type Headers = Record<string, string>;
const URL = '/api/logged-customer/appointment';
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ADA@example.com', phone: '+44 20 7946 0000' };
const book = (headers: Headers, payload: Record<string, unknown>) => f.app.inject({ method: 'POST', url: URL, headers, payload });
const body = (stylist: BookingStylist, startsAt: string, extra: Record<string, unknown> = {}) => ({
  services: [stylist.services[0], stylist.services[1]],
  startsAt,
  stripeCardId: null,
  customer: contact,
  note: 'Window seat',
  ...extra,
});
const appointmentsOf = async (accountId: number, stylistId: number) =>
  (
    await f.pool.query(
      `SELECT a.id, a.state, a.card_id FROM appointments a JOIN customers c ON c.id = a.customer_id
       WHERE c.customer_account_id = $1 AND a.stylist_id = $2 ORDER BY a.id`,
      [accountId, stylistId],
    )
  ).rows;
async function saveCard(accountId: number, gatewayCardId: string) {
  await f.pool.query(
    "INSERT INTO payment_cards (customer_account_id, provider, gateway_card_id, brand, last4, exp_month, exp_year) VALUES ($1, 'sandbox', $2, 'visa', '4242', 12, 2030)",
    [accountId, gatewayCardId],
  );
}

describe('POST /api/logged-customer/appointment', () => {
  it('books in one call: booked, note, contact saved, one history row, the confirmation queued', async () => {
    const a = await f.customer('Ann', nora.host);
    const startsAt = berlinStart(3, '10:00');
    const res = await book(a.headers, body(nora, startsAt));
    expect(res.statusCode).toBe(201);
    const booked = res.json();
    expect(booked).toMatchObject({
      state: 'booked',
      startsAt,
      endsAt: startsAt.replace('T10:00', 'T11:15'),
      amount: 40.5,
      note: 'Window seat',
      holdExpiresAt: null,
      customer: { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      services: [{ id: nora.services[0], name: 'Cut' }, { id: nora.services[1], name: 'Wash' }],
    });
    const history = await f.pool.query('SELECT from_state, to_state, actor FROM appointment_state_changes WHERE appointment_id = $1', [booked.id]);
    expect(history.rows).toEqual([{ from_state: null, to_state: 'booked', actor: 'customer' }]);
    const queued = await f.pool.query("SELECT kind FROM notification_events WHERE payload->>'appointmentId' = $1", [String(booked.id)]);
    expect(queued.rows.map((r) => r.kind)).toEqual(['appointment.booked']);
    // The customer sees it among her bookings.
    const mine = await f.app.inject({ url: '/api/logged-customer/appointments?period=upcoming', headers: a.headers });
    expect(mine.json()['hydra:member'].map((m: { id: number }) => m.id)).toContain(booked.id);
  });

  it("releases the customer's hold, as a new hold does", async () => {
    const a = await f.customer('Bo', nora.host);
    const held = await f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: a.headers, payload: { services: [nora.services[0]], startsAt: berlinStart(4, '09:00') } });
    expect(held.statusCode).toBe(201);
    expect((await book(a.headers, body(nora, berlinStart(4, '14:00')))).statusCode).toBe(201);
    const active = (await appointmentsOf(a.accountId, nora.id)).filter((r) => r.state === 'held' || r.state === 'booked');
    expect(active.map((r) => r.state)).toEqual(['booked']);
  });

  it('409 when the time is taken, and nothing is written', async () => {
    const a = await f.customer('Cy', nora.host);
    const b = await f.customer('Di', nora.host);
    const startsAt = berlinStart(5, '10:00');
    expect((await book(a.headers, body(nora, startsAt))).statusCode).toBe(201);
    const taken = await book(b.headers, body(nora, berlinStart(5, '10:30')));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', message: 'This time is no longer available' });
    expect(await appointmentsOf(b.accountId, nora.id)).toEqual([]);
  });

  it('the rules of block-date: 400 for a malformed body, 422 outside availability or for a service that cannot be booked', async () => {
    const c = await f.customer('Ed', nora.host);
    const good = body(nora, berlinStart(6, '10:00'));
    for (const bad of [{ ...good, extra: 1 }, { ...good, services: [] }, { ...good, startsAt: good.startsAt.slice(0, 19) }, { ...good, customer: { ...contact, email: 'nope' } }, { ...good, stripeCardId: undefined }]) {
      const res = await book(c.headers, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    for (const startsAt of [berlinStart(6, '10:07'), berlinStart(6, '22:15'), berlinStart(-1, '10:00'), berlinStart(120, '10:00')]) {
      const res = await book(c.headers, { ...good, startsAt });
      expect(res.statusCode, startsAt).toBe(422);
      expect(res.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'This time cannot be booked' });
    }
    expect((await book(c.headers, { ...good, services: [nora.services[2]] })).statusCode).toBe(422);
    expect(await appointmentsOf(c.accountId, nora.id)).toEqual([]);
  });

  it("the card rules of confirm: required with no-show protection, and only one of the customer's own cards", async () => {
    const d = await f.customer('Flo', guarded.host);
    const e = await f.customer('Gil', guarded.host);
    await saveCard(e.accountId, 'pm_sandbox_gil');
    const payload = body(guarded, berlinStart(7, '10:00'));
    const without = await book(d.headers, payload);
    expect(without.statusCode).toBe(422);
    expect(without.json()).toMatchObject({ reason: 'card_required', message: 'This stylist asks for a saved card to confirm a booking', fields: { stripeCardId: 'Choose or add a card' } });
    const notHers = await book(d.headers, { ...payload, stripeCardId: 'pm_sandbox_gil' });
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json()).toMatchObject({ reason: 'card_not_saved', message: 'This card is not one of your saved cards' });
    expect(await appointmentsOf(d.accountId, guarded.id)).toEqual([]);

    const withCard = await book(e.headers, { ...payload, stripeCardId: 'pm_sandbox_gil' });
    expect(withCard.statusCode).toBe(201);
    const stored = await appointmentsOf(e.accountId, guarded.id);
    expect(stored.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([{ id: withCard.json().id, state: 'booked', card_id: 'pm_sandbox_gil' }]);
  });

  it('401 without a token, 403 with a stylist token, 404 on a host that is not a stylist', async () => {
    const payload = body(nora, berlinStart(8, '10:00'));
    expect((await book({ host: nora.host }, payload)).statusCode).toBe(401);
    expect((await book(nora.headers, payload)).statusCode).toBe(403);
    const a = await f.customer('Hal', nora.host);
    expect((await book({ ...a.headers, host: 'nobody.chairly.localhost' }, payload)).statusCode).toBe(404);
  });

  it('is in the OpenAPI reference', async () => {
    const doc = (await f.app.inject({ url: '/api/docs/json', headers: { host: HOSTS.root } })).json();
    const operation = doc.paths['/api/logged-customer/appointment']?.post;
    expect(operation).toBeDefined();
    expect(Object.keys(operation.requestBody.content['application/json'].schema.properties).sort()).toEqual(['customer', 'memberId', 'note', 'services', 'startsAt', 'stripeCardId']);
    expect(operation.responses['201']).toBeDefined();
  });
});
