import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/** Issue #19.1: `POST /api/logged-customer/appointment/reschedule` and its info call. */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let strict: BookingStylist;
let other: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora');
  strict = await f.openStylist('strict');
  other = await f.openStylist('other');
  // A cancellation window of 4 days (policy kind 2, minutes) and a phone to be called on.
  await f.pool.query('INSERT INTO stylist_policy_configs (stylist_id, config, value) VALUES ($1, 2, 5760)', [strict.id]);
  await f.pool.query("UPDATE stylists SET business_name = 'Strict Cuts', business_phone = '+49 30 1234567' WHERE id = $1", [strict.id]);
});
afterAll(() => f.close());

type Headers = Record<string, string>;
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const RESCHEDULE = '/api/logged-customer/appointment/reschedule';

async function book(app: App, headers: Headers, stylist: BookingStylist, startsAt: string, stripeCardId: string | null = null) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment',
    headers,
    payload: { services: [stylist.services[0], stylist.services[1]], startsAt, stripeCardId, customer: contact, note: 'Window seat' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string; startsAt: string; endsAt: string };
}
const reschedule = (headers: Headers, appointmentId: number, startsAt: string, app: App = f.app) =>
  app.inject({ method: 'POST', url: RESCHEDULE, headers, payload: { appointmentId, startsAt } });
const row = async (id: number) =>
  (await f.pool.query('SELECT state, starts_at, ends_at, amount_cents, note, card_id, sequence FROM appointments WHERE id = $1', [id])).rows[0];
const events = async (id: number) =>
  (await f.pool.query("SELECT payload FROM notification_events WHERE kind = 'appointment.rescheduled' AND (payload->>'appointmentId')::bigint = $1", [id])).rows.map((r) => r.payload);

describe('POST /api/logged-customer/appointment/reschedule', () => {
  it('moves the booking in one go: new time taken, old one free, card, note and amount kept, the stylist told', async () => {
    const ann = await f.customer('Ann', nora.host);
    await f.pool.query(
      "INSERT INTO payment_cards (customer_account_id, provider, gateway_card_id, brand, last4, exp_month, exp_year) VALUES ($1, 'sandbox', 'card_ann', 'visa', '4242', 12, 2030)",
      [ann.accountId],
    );
    const booked = await book(f.app, ann.headers, nora, berlinStart(3, '10:00'), 'card_ann');
    const before = await row(booked.id);

    const res = await reschedule(ann.headers, booked.id, berlinStart(4, '14:00'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: booked.id, uuid: booked.uuid, state: 'booked', startsAt: berlinStart(4, '14:00'), endsAt: berlinStart(4, '15:15'), amount: 40.5, note: 'Window seat' });
    const after = await row(booked.id);
    expect(after).toMatchObject({ state: 'booked', amount_cents: before.amount_cents, note: 'Window seat', card_id: 'card_ann', sequence: before.sequence + 1 });
    expect(after.starts_at.toISOString()).toBe(new Date(berlinStart(4, '14:00')).toISOString());
    expect(await events(booked.id)).toEqual([
      expect.objectContaining({ by: 'customer', previousStartsAt: new Date(berlinStart(3, '10:00')).toISOString(), sequence: after.sequence }),
    ]);

    // The old time is free again: someone else books it.
    const bea = await f.customer('Bea', nora.host);
    await book(f.app, bea.headers, nora, berlinStart(3, '10:00'));
  });

  it('moves onto a time overlapping its own (half an hour later): the booking never blocks itself', async () => {
    const cid = await f.customer('Cid', nora.host);
    const booked = await book(f.app, cid.headers, nora, berlinStart(5, '10:00'));
    const res = await reschedule(cid.headers, booked.id, berlinStart(5, '10:30'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ startsAt: berlinStart(5, '10:30'), endsAt: berlinStart(5, '11:45') });
  });

  it("lists the booking's new times with its own time free (half an hour later is offered), others' taken; only for its customer", async () => {
    const jon = await f.customer('Jon', nora.host);
    const kim = await f.customer('Kim', nora.host);
    const mine = await book(f.app, jon.headers, nora, berlinStart(14, '10:00'));
    await book(f.app, kim.headers, nora, berlinStart(14, '13:00'));
    const date = berlinStart(14).slice(0, 10);
    const url = `/api/logged-customer/appointment/${mine.id}/available-dates/period/${date}/${date}`;
    const res = await f.app.inject({ method: 'GET', url, headers: jon.headers });
    expect(res.statusCode).toBe(200);
    const times: string[] = res.json().dates.find((d: { date: string }) => d.date === date).times;
    // 75 minutes (Cut + Wash): its own 10:00 and 10:30 are offered; 12:00 would run into Kim's 13:00.
    expect(times).toEqual(expect.arrayContaining(['10:00', '10:30', '11:45']));
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('13:30');
    // The public list (for a new booking) still counts it as busy.
    const pub = await f.app.inject({ method: 'GET', url: `/api/public/services/duration/75/available-dates/period/${date}/${date}`, headers: { host: nora.host } });
    expect(pub.json().dates.find((d: { date: string }) => d.date === date).times).not.toContain('10:30');
    expect((await f.app.inject({ method: 'GET', url, headers: kim.headers })).statusCode).toBe(404);
    const badPeriod = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment/${mine.id}/available-dates/period/${date}/2020-01-01`, headers: jon.headers });
    expect(badPeriod.statusCode).toBe(400);
  });

  it('answers 409 when the time is taken and changes nothing', async () => {
    const dee = await f.customer('Dee', nora.host);
    const eve = await f.customer('Eve', nora.host);
    const mine = await book(f.app, dee.headers, nora, berlinStart(6, '08:00'));
    await book(f.app, eve.headers, nora, berlinStart(6, '12:00'));
    const before = await row(mine.id);
    const res = await reschedule(dee.headers, mine.id, berlinStart(6, '11:30'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await row(mine.id)).toEqual(before);
    expect(await events(mine.id)).toEqual([]);
  });

  it('holds the new time to the slot rules of a new booking (grid, past, blocked time) and changes nothing', async () => {
    const fay = await f.customer('Fay', nora.host);
    const mine = await book(f.app, fay.headers, nora, berlinStart(7, '09:00'));
    const before = await row(mine.id);
    const offGrid = await reschedule(fay.headers, mine.id, berlinStart(8, '10:07'));
    expect(offGrid.statusCode).toBe(422);
    expect(offGrid.json().fields).toEqual({ startsAt: 'Choose one of the available times' });
    expect((await reschedule(fay.headers, mine.id, berlinStart(-1, '10:00'))).statusCode).toBe(422);
    await f.pool.query('INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, $2, $3, $4)', [nora.id, berlinStart(9, '09:00'), berlinStart(9, '13:00'), 'Dentist']);
    const blocked = await reschedule(fay.headers, mine.id, berlinStart(9, '12:00'));
    expect(blocked.statusCode).toBe(409);
    expect(blocked.body).not.toContain('Dentist');
    // A booking ending where the blocked time starts is fine (half-open).
    expect(await row(mine.id)).toEqual(before);
    expect((await reschedule(fay.headers, mine.id, berlinStart(9, '07:45'))).statusCode).toBe(200);
    expect((await reschedule(fay.headers, mine.id, 'nonsense')).statusCode).toBe(400);
  });

  it("inside the stylist's cancellation window: 422 naming her phone and e-mail, nothing changed; outside it is allowed", async () => {
    const gus = await f.customer('Gus', strict.host);
    const near = await book(f.app, gus.headers, strict, berlinStart(2, '10:00'));
    const far = await book(f.app, gus.headers, strict, berlinStart(10, '10:00'));

    const info = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment/${near.id}/reschedule`, headers: gus.headers });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ allowed: false, reason: 'window', contact: { businessName: 'Strict Cuts', phone: '+49 30 1234567', email: 'strict@example.test' } });
    const before = await row(near.id);
    const refused = await reschedule(gus.headers, near.id, berlinStart(12, '10:00'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This appointment is too close to be changed online; please contact Strict Cuts (+49 30 1234567, strict@example.test)');
    expect(await row(near.id)).toEqual(before);

    const farInfo = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment/${far.id}/reschedule`, headers: gus.headers });
    expect(farInfo.json()).toMatchObject({ allowed: true, reason: null });
    expect((await reschedule(gus.headers, far.id, berlinStart(11, '10:00'))).statusCode).toBe(200);
  });

  it('only an own booked appointment with this stylist: others 404, cancelled 409, no customer 401/403', async () => {
    const hal = await f.customer('Hal', nora.host);
    const ivy = await f.customer('Ivy', nora.host);
    const hals = await book(f.app, hal.headers, nora, berlinStart(12, '10:00'));
    const before = await row(hals.id);
    expect((await reschedule(ivy.headers, hals.id, berlinStart(13, '10:00'))).statusCode).toBe(404);
    expect((await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment/${hals.id}/reschedule`, headers: ivy.headers })).statusCode).toBe(404);
    // Hal's own booking through another stylist's site is not found there.
    const halAtOther = await f.customer('Hal2', other.host);
    expect((await reschedule({ ...hal.headers, host: other.host }, hals.id, berlinStart(13, '10:00'))).statusCode).toBe(404);
    expect((await reschedule(halAtOther.headers, hals.id, berlinStart(13, '10:00'))).statusCode).toBe(404);
    expect((await reschedule(nora.headers, hals.id, berlinStart(13, '10:00'))).statusCode).toBe(403);
    expect((await reschedule({ host: nora.host }, hals.id, berlinStart(13, '10:00'))).statusCode).toBe(401);
    expect(await row(hals.id)).toEqual(before);

    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${hals.id}`, headers: hal.headers });
    expect(cancelled.statusCode).toBe(200);
    const res = await reschedule(hal.headers, hals.id, berlinStart(13, '10:00'));
    expect(res.statusCode).toBe(409);
    expect((await row(hals.id)).state).toBe('cancelled');
  });

  it('a booking whose service was deleted since still moves with its member, as booked (length, amount); its new times are listed', async () => {
    const pruned = await f.openStylist('pruned');
    const liv = await f.customer('Liv', pruned.host);
    const mine = await book(f.app, liv.headers, pruned, berlinStart(15, '10:00'));
    const before = await row(mine.id);
    expect((await f.app.inject({ method: 'DELETE', url: `/api/services/${pruned.services[1]}`, headers: pruned.headers })).statusCode).toBe(204);

    const date = berlinStart(16).slice(0, 10);
    const listed = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment/${mine.id}/available-dates/period/${date}/${date}`, headers: liv.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().dates.find((d: { date: string }) => d.date === date).times).toContain('14:00');

    const res = await reschedule(liv.headers, mine.id, berlinStart(16, '14:00'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ startsAt: berlinStart(16, '14:00'), endsAt: berlinStart(16, '15:15'), amount: 40.5 });
    expect(await row(mine.id)).toMatchObject({ amount_cents: before.amount_cents, sequence: before.sequence + 1 });
    // Another time still meets the rules of a new booking (grid → 422) and changes nothing.
    expect((await reschedule(liv.headers, mine.id, berlinStart(17, '10:07'))).statusCode).toBe(422);
  });

  it('50 customers rescheduling onto one time on two instances: exactly one wins, the others 409, never 5xx', async () => {
    const second = await f.secondInstance();
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`Racer${i}`, nora.host)));
    const bookings: Awaited<ReturnType<typeof book>>[] = [];
    for (const [i, person] of people.entries()) {
      bookings.push(await book(f.app, person.headers, nora, berlinStart(20 + Math.floor(i / 7), `${String(6 + 2 * (i % 7)).padStart(2, '0')}:00`)));
    }
    const target = berlinStart(35, '10:00');
    const results = await Promise.all(people.map((p, i) => reschedule(p.headers, bookings[i]!.id, target, i % 2 ? second : f.app)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const { rows } = await f.pool.query("SELECT id FROM appointments WHERE stylist_id = $1 AND state = 'booked' AND starts_at = $2", [nora.id, target]);
    expect(rows).toHaveLength(1);
    const winner = bookings[codes.indexOf(200)]!;
    expect(Number(rows[0].id)).toBe(winner.id);
    // The losers kept their own times.
    for (const b of bookings.filter((b) => b.id !== winner.id)) {
      expect((await row(b.id)).starts_at.toISOString()).toBe(new Date(b.startsAt).toISOString());
    }
  });
});
