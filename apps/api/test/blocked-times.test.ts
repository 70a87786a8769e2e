import { appointmentListSchema, blockedTimeListSchema, blockedTimeResultSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue 18 (1): blocked time — CRUD with validation and tenant isolation, the appointments a range
 * covers, the public slot list leaving it out, and holds and one-call bookings refused inside it
 * (409) even when 50 race, on one instance and on two.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;
let nora: BookingStylist;
let olga: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
  nora = await f.openStylist('nora');
  olga = await f.openStylist('olga');
});
afterAll(() => f.close());

type Headers = Record<string, string>;
const URL = '/api/blocked_times';
const MINUTE = 60_000;
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE);
/** A Berlin wall time on day n, as the API answers it (with the zone's offset). */
const at = (days: number, time: string) => berlinStart(days, time);

const post = (headers: Headers, payload: Record<string, unknown>, app: App = f.app) => app.inject({ method: 'POST', url: URL, headers, payload });
const put = (headers: Headers, id: number, payload: Record<string, unknown>) => f.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload });
const del = (headers: Headers, id: number) => f.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers });
const list = async (stylist: BookingStylist, after: string, before: string) => {
  const res = await f.app.inject({ url: URL, headers: stylist.headers, query: { 'startsAt[after]': after, 'startsAt[strictly_before]': before } });
  expect(res.statusCode, res.body).toBe(200);
  return blockedTimeListSchema.parse(res.json())['hydra:member'];
};
const rowCount = async (stylist: BookingStylist) => (await f.pool.query('SELECT count(*)::int AS n FROM blocked_times WHERE stylist_id = $1', [stylist.id])).rows[0].n;
const times = async (stylist: BookingStylist, duration: number, date: string) => {
  const res = await f.app.inject({ url: `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}`, headers: { host: stylist.host } });
  expect(res.statusCode).toBe(200);
  return (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
};
const hold = (headers: Headers, stylist: BookingStylist, startsAt: string, services = [stylist.services[0]!], app: App = f.app) =>
  app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers, payload: { services, startsAt } });
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const book = (headers: Headers, stylist: BookingStylist, startsAt: string, services = [stylist.services[0]!], app: App = f.app) =>
  app.inject({ method: 'POST', url: '/api/logged-customer/appointment', headers, payload: { services, startsAt, stripeCardId: null, customer: contact, note: '' } });
const activeInside = async (stylist: BookingStylist, start: string, end: string) =>
  (
    await f.pool.query(
      `SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1 AND state IN ('held', 'booked')
       AND tstzrange(starts_at, ends_at) && tstzrange($2::timestamptz, $3::timestamptz)`,
      [stylist.id, start, end],
    )
  ).rows[0].n;

describe('blocked time CRUD', () => {
  it('creates, lists by overlap, moves, edits and deletes a blocked range', async () => {
    const startsAt = at(20, '13:00');
    const endsAt = at(20, '18:00');
    const created = await post(nora.headers, { startsAt, endsAt, note: ' Doctor ' });
    expect(created.statusCode, created.body).toBe(201);
    const body = blockedTimeResultSchema.parse(created.json());
    expect(body).toMatchObject({ '@id': `${URL}/${body.id}`, '@type': 'BlockedTime', startsAt, endsAt, note: 'Doctor', coveredAppointments: [] });

    // Listed when it overlaps the range, also when it began before it.
    expect((await list(nora, at(20, '00:00'), at(21, '00:00'))).map((b) => b.id)).toEqual([body.id]);
    expect((await list(nora, at(20, '17:00'), at(21, '00:00'))).map((b) => b.id)).toEqual([body.id]);
    expect(await list(nora, at(20, '18:00'), at(21, '00:00'))).toEqual([]);
    expect(await list(nora, at(20, '00:00'), at(20, '13:00'))).toEqual([]);

    const moved = await put(nora.headers, body.id, { startsAt: at(20, '14:00'), endsAt: at(20, '19:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: body.id, startsAt: at(20, '14:00'), endsAt: at(20, '19:30'), note: 'Doctor' });
    const edited = await put(nora.headers, body.id, { startsAt: at(20, '14:00'), endsAt: at(20, '19:30'), note: '' });
    expect(edited.json()).toMatchObject({ note: '' });

    expect((await del(nora.headers, body.id)).statusCode).toBe(204);
    expect(await list(nora, at(20, '00:00'), at(21, '00:00'))).toEqual([]);
    expect((await del(nora.headers, body.id)).statusCode).toBe(404);
    expect((await put(nora.headers, body.id, { startsAt, endsAt })).statusCode).toBe(404);
  });

  it('lists several weeks in their zone, by start; a holiday of weeks is one range', async () => {
    const holiday = await post(nora.headers, { startsAt: at(30, '00:00'), endsAt: at(51, '00:00'), note: 'Holiday' });
    expect(holiday.statusCode, holiday.body).toBe(201);
    const training = await post(nora.headers, { startsAt: at(25, '09:00'), endsAt: at(25, '09:30'), note: 'Training' });
    expect(training.statusCode).toBe(201);
    const listed = await list(nora, at(24, '00:00'), at(40, '00:00'));
    expect(listed.map((b) => b.note)).toEqual(['Training', 'Holiday']);
    expect(listed[1]?.startsAt).toBe(at(30, '00:00'));
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = await rowCount(nora);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ startsAt: at(5, '12:00'), endsAt: at(5, '12:00') }, { endsAt: 'The end must be after the start' }],
      [{ startsAt: at(5, '12:00'), endsAt: at(5, '11:00') }, { endsAt: 'The end must be after the start' }],
      [{ startsAt: at(5, '00:00'), endsAt: at(5 + 367, '00:00') }, { endsAt: 'A blocked time is limited to 366 days' }],
      [{ startsAt: at(5, '12:00'), endsAt: at(5, '13:00'), note: 'x'.repeat(501) }, { note: 'The note is limited to 500 characters' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await post(nora.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
    const noOffset = await post(nora.headers, { startsAt: '2030-01-01T10:00:00', endsAt: '2030-01-01T11:00:00' });
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().fields.startsAt).toMatch(/offset/);
    expect((await post(nora.headers, { startsAt: at(5, '12:00'), endsAt: at(5, '13:00'), stylistId: olga.id })).statusCode).toBe(400);
    expect((await post(nora.headers, { endsAt: at(5, '13:00') })).statusCode).toBe(400);
    expect(await rowCount(nora)).toBe(before);

    const created = blockedTimeResultSchema.parse((await post(nora.headers, { startsAt: at(6, '12:00'), endsAt: at(6, '13:00'), note: 'Keep' })).json());
    const bad = await put(nora.headers, created.id, { startsAt: at(6, '12:00'), endsAt: at(6, '11:00') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ endsAt: 'The end must be after the start' });
    expect((await list(nora, at(6, '00:00'), at(7, '00:00'))).find((b) => b.id === created.id)).toMatchObject({ startsAt: at(6, '12:00'), endsAt: at(6, '13:00'), note: 'Keep' });

    const range = await f.app.inject({ url: URL, headers: nora.headers, query: { 'startsAt[after]': at(1, '00:00'), 'startsAt[strictly_before]': at(400, '00:00') } });
    expect(range.statusCode).toBe(400);
    expect(range.json().fields).toEqual({ 'startsAt[strictly_before]': 'The range is limited to 366 days' });
    expect((await f.app.inject({ url: URL, headers: nora.headers })).statusCode).toBe(400);
  });

  it("keeps tenants apart: another stylist's range is 404 and never listed; customers 403, no token 401", async () => {
    const own = blockedTimeResultSchema.parse((await post(nora.headers, { startsAt: at(8, '12:00'), endsAt: at(8, '13:00'), note: 'Private' })).json());
    expect((await put(olga.headers, own.id, { startsAt: at(8, '14:00'), endsAt: at(8, '15:00') })).statusCode).toBe(404);
    expect((await del(olga.headers, own.id)).statusCode).toBe(404);
    expect(await list(olga, at(8, '00:00'), at(9, '00:00'))).toEqual([]);
    expect((await list(nora, at(8, '00:00'), at(9, '00:00'))).map((b) => b.id)).toContain(own.id);

    const customer = await f.customer('Cleo', nora.host);
    expect((await post(customer.headers, { startsAt: at(8, '14:00'), endsAt: at(8, '15:00') })).statusCode).toBe(403);
    expect((await del(customer.headers, own.id)).statusCode).toBe(403);
    expect((await f.app.inject({ url: URL, headers: customer.headers, query: { 'startsAt[after]': at(8, '00:00'), 'startsAt[strictly_before]': at(9, '00:00') } })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'DELETE', url: `${URL}/${own.id}`, headers: { host: nora.host } })).statusCode).toBe(401);
    expect((await list(nora, at(8, '00:00'), at(9, '00:00'))).find((b) => b.id === own.id)).toMatchObject({ startsAt: at(8, '12:00'), note: 'Private' });
  });
});

describe('appointments a blocked range covers', () => {
  it('names the held and booked appointments before and after blocking; they stay until the stylist cancels them', async () => {
    const ann = await f.customer('Ann', nora.host);
    const bea = await f.customer('Bea', nora.host);
    const booked = await book(ann.headers, nora, at(10, '14:00'));
    expect(booked.statusCode, booked.body).toBe(201);
    const held = await hold(bea.headers, nora, at(10, '16:00'));
    expect(held.statusCode, held.body).toBe(201);
    const outside = await book((await f.customer('Cy', nora.host)).headers, nora, at(10, '12:00')); // ends 13:00, where the block starts
    expect(outside.statusCode).toBe(201);

    const preview = await f.app.inject({ url: `${URL}/covered_appointments`, headers: nora.headers, query: { startsAt: at(10, '13:00'), endsAt: at(10, '18:00') } });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = appointmentListSchema.parse(preview.json());
    expect(previewed['hydra:member'].map((a) => [a.id, a.state])).toEqual([[booked.json().id, 'booked'], [held.json().id, 'held']]);
    expect((await f.app.inject({ url: `${URL}/covered_appointments`, headers: olga.headers, query: { startsAt: at(10, '13:00'), endsAt: at(10, '18:00') } })).json()['hydra:totalItems']).toBe(0);

    const created = await post(nora.headers, { startsAt: at(10, '13:00'), endsAt: at(10, '18:00'), note: 'Dentist' });
    expect(created.statusCode).toBe(201);
    expect(created.json().coveredAppointments.map((a: { id: number }) => a.id)).toEqual([booked.json().id, held.json().id]);
    // Kept: blocking changes no appointment.
    expect(await activeInside(nora, at(10, '13:00'), at(10, '18:00'))).toBe(2);

    // The stylist cancels one through the appointments' cancel path (which notifies the customer).
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.json().id}`, headers: nora.headers })).statusCode).toBe(204);
    const moved = await put(nora.headers, created.json().id, { startsAt: at(10, '11:00'), endsAt: at(10, '18:00') });
    expect(moved.json().coveredAppointments.map((a: { id: number }) => a.id)).toEqual([outside.json().id, held.json().id]);
  });
});

describe('customers never hold or book inside blocked time', () => {
  it('the public slot list leaves it out, and offers it again once deleted', async () => {
    const day = 12;
    const date = dayFromNow(day);
    expect(await times(nora, 60, date)).toContain('14:00');
    const blocked = blockedTimeResultSchema.parse((await post(nora.headers, { startsAt: at(day, '13:30'), endsAt: at(day, '18:00') })).json());
    const offered = await times(nora, 60, date);
    expect(offered).toContain('12:30'); // ends 13:30, where the block starts
    expect(offered).not.toContain('12:45');
    expect(offered.filter((t) => t >= '12:45' && t < '18:00')).toEqual([]);
    expect(offered).toContain('18:00');
    expect(await times(olga, 60, date)).toContain('14:00');

    expect((await del(nora.headers, blocked.id)).statusCode).toBe(204);
    expect(await times(nora, 60, date)).toContain('14:00');
  });

  it('refuses a hold or a one-call booking overlapping it with 409 and a clear message; next to it is fine', async () => {
    const day = 14;
    await post(nora.headers, { startsAt: at(day, '13:00'), endsAt: at(day, '15:00'), note: 'Secret doctor' });
    const dee = await f.customer('Dee', nora.host);
    for (const res of [await hold(dee.headers, nora, at(day, '12:30')), await book(dee.headers, nora, at(day, '14:45'), [nora.services[1]!])]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', reason: 'slot_taken', message: 'The stylist is not available at this time' });
      expect(res.body).not.toContain('Secret doctor');
    }
    expect(await activeInside(nora, at(day, '12:00'), at(day, '16:00'))).toBe(0);
    expect((await hold(dee.headers, nora, at(day, '12:00'))).statusCode).toBe(201); // ends 13:00
    expect((await book(dee.headers, nora, at(day, '15:00'))).statusCode).toBe(201); // starts at its end
  });

  it("a service's buffer may not run into blocked time: refused with 409, and the slot list agrees", async () => {
    const day = 22;
    const date = dayFromNow(day);
    const { rows } = await f.pool.query(
      "INSERT INTO services (stylist_id, name, price_cents, duration_minutes, buffer_minutes, public, category_id) SELECT $1, 'Colour', 5000, 60, 15, true, category_id FROM services WHERE id = $2 RETURNING id",
      [nora.id, nora.services[0]],
    );
    const colour = Number(rows[0].id);
    await post(nora.headers, { startsAt: at(day, '12:00'), endsAt: at(day, '13:00') });
    const res = await f.app.inject({ url: `/api/public/services/duration/60/available-dates/period/${date}/${date}?services=${colour}`, headers: { host: nora.host } });
    const offered = (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
    expect(offered).toContain('10:45'); // ends 11:45, its buffer 12:00
    expect(offered).not.toContain('11:00'); // ends 12:00, its buffer runs into the block
    const eve = await f.customer('Eve', nora.host);
    const refused = await hold(eve.headers, nora, at(day, '11:00'), [colour]);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('The stylist is not available at this time');
    const taken = await book(eve.headers, nora, at(day, '10:45'), [colour]);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().endsAt).toBe(at(day, '11:45')); // the customer sees the service's own end
  });

  it('50 holds and bookings racing into a blocked range on two instances: all 409, never 5xx, nothing written', async () => {
    const day = 16;
    await post(nora.headers, { startsAt: at(day, '09:00'), endsAt: at(day, '22:00') });
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`Racer${i}`, nora.host)));
    const responses = await Promise.all(
      customers.map((c, i) => {
        const start = plus(at(day, '09:00'), i * 15).toISOString();
        const app = i % 2 === 0 ? f.app : second;
        return i % 4 < 2 ? hold(c.headers, nora, start, [nora.services[1]!], app) : book(c.headers, nora, start, [nora.services[1]!], app);
      }),
    );
    expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(409));
    expect(await activeInside(nora, at(day, '09:00'), at(day, '22:00'))).toBe(0);
  });

  it('a block written while 50 holds and bookings pass the early check: the check inside their transaction refuses every one', async () => {
    const day = 18;
    const start = at(day, '09:00');
    const end = at(day, '22:00');
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`Late${i}`, nora.host)));
    // The stylist's blocked-time write, held open: it holds her write lock, its row not yet visible.
    const writer = await f.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('SELECT pg_advisory_xact_lock(727020, ($1::bigint % 2147483647)::int)', [nora.id]);
      await writer.query('INSERT INTO blocked_times (stylist_id, starts_at, ends_at) VALUES ($1, $2, $3)', [nora.id, start, end]);
      const pending = Promise.all(
        customers.map((c, i) => {
          const startsAt = plus(start, i * 15).toISOString();
          const app = i % 2 === 0 ? f.app : second;
          return i % 4 < 2 ? hold(c.headers, nora, startsAt, [nora.services[1]!], app) : book(c.headers, nora, startsAt, [nora.services[1]!], app);
        }),
      );
      // Every call has passed the early check (the block is invisible to it) and waits for the lock.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await f.pool.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
        if (rows[0].n >= 50) break;
        if (Date.now() > deadline) throw new Error(`only ${rows[0].n} calls waited for the lock`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await writer.query('COMMIT');
      const responses = await pending;
      expect(responses.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
      expect(responses.map((r) => [r.statusCode, r.json().message])).toEqual(Array(50).fill([409, 'The stylist is not available at this time']));
    } finally {
      writer.release();
    }
    expect(await activeInside(nora, start, end)).toBe(0);
  });
});
