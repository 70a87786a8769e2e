import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';
import { categoryId } from './catalogue';

/**
 * Issue 18 (3, 4): buffers and processing time. The database refuses overlaps of occupied ranges
 * (migration 0011), so a booking in another's buffer is refused (409) however many race, and one
 * that fits entirely into another's processing window is accepted; the slot list agrees.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;
let pia: BookingStylist;
let rosa: BookingStylist;
let customerId: number;
/** Pia's services: a colour of 90 minutes developing 30–70 with a 15-minute clean-up, a 40-minute trim, the same with a 5-minute buffer. */
let colour: number;
let trim40: number;
let trim40Buffer: number;
let cleanCut: number;

type Headers = Record<string, string>;

async function service(stylist: BookingStylist, name: string, duration: number, buffer = 0, processingStart = 0, processing = 0): Promise<number> {
  const { rows } = await f.pool.query<{ id: string }>(
    `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes, public, category_id)
     VALUES ($1, $2, 5000, $3, $4, $5, $6, true, $7) RETURNING id`,
    [stylist.id, name, duration, buffer, processingStart, processing, await categoryId(f.pool, 'haircuts')],
  );
  return Number(rows[0]?.id);
}

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
  pia = await f.openStylist('pia');
  rosa = await f.openStylist('rosa');
  colour = await service(pia, 'Colour', 90, 15, 30, 40);
  trim40 = await service(pia, 'Trim', 40);
  trim40Buffer = await service(pia, 'Trim and tidy', 40, 5);
  cleanCut = await service(pia, 'Cut and sweep', 60, 30);
  const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Kim', 'Lee') RETURNING id", [pia.id]);
  customerId = Number(rows[0].id);
});
afterAll(() => f.close());

const MINUTE = 60_000;
const at = (days: number, time: string) => berlinStart(days, time);
const create = (startsAt: string, services: number[], who = pia) =>
  f.app.inject({ method: 'POST', url: '/api/appointments', headers: who.headers, payload: { customerId, services, startsAt, note: '' } });
const hold = (headers: Headers, startsAt: string, services: number[], app: App = f.app) =>
  app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers, payload: { services, startsAt } });
const contact = { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const book = (headers: Headers, startsAt: string, services: number[], app: App = f.app) =>
  app.inject({ method: 'POST', url: '/api/logged-customer/appointment', headers, payload: { services, startsAt, stripeCardId: null, customer: contact, note: '' } });
const occupied = async (id: number) => (await f.pool.query<{ o: string }>('SELECT occupied::text AS o FROM appointments WHERE id = $1', [id])).rows[0]?.o;
const times = async (date: string, duration: number, services?: number[]) => {
  const query = services ? `?services=${services.join(',')}` : '';
  const res = await f.app.inject({ url: `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}${query}`, headers: { host: pia.host } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === date)?.times ?? [];
};
const iso = (value: string, minutes = 0) => new Date(Date.parse(value) + minutes * MINUTE).toISOString();

describe('what an appointment occupies is stored and answered', () => {
  it('a colour occupies its work before and after the window and its buffer; the customer sees the services own end', async () => {
    const start = at(30, '10:00');
    const res = await create(start, [colour]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.endsAt).toBe(at(30, '11:30'));
    expect(body.processing).toEqual([{ startsAt: at(30, '10:30'), endsAt: at(30, '11:10') }]);
    const stored = await occupied(body.id);
    const ranges = (stored ?? '').match(/\[[^)]*\)/g) ?? [];
    expect(ranges).toHaveLength(2);
    const { rows } = await f.pool.query<{ s: Date; e: Date }>('SELECT lower(r) AS s, upper(r) AS e FROM appointments, unnest(occupied) r WHERE id = $1 ORDER BY 1', [body.id]);
    expect(rows.map((r) => [r.s.toISOString(), r.e.toISOString()])).toEqual([
      [iso(start), iso(start, 30)],
      [iso(start, 70), iso(start, 105)],
    ]);
  });

  it('moving keeps the pattern; resizing keeps the windows that still end before the end and moves the buffer', async () => {
    const res = await create(at(31, '09:00'), [colour]);
    const id = res.json().id;
    const moved = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: pia.headers, payload: { startsAt: at(31, '13:00') } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().processing).toEqual([{ startsAt: at(31, '13:30'), endsAt: at(31, '14:10') }]);
    const start = at(31, '13:00');
    const ranges = async () =>
      (await f.pool.query<{ s: Date; e: Date }>('SELECT lower(r) AS s, upper(r) AS e FROM appointments, unnest(occupied) r WHERE id = $1 ORDER BY 1', [id])).rows.map((r) => [r.s.toISOString(), r.e.toISOString()]);
    expect(await ranges()).toEqual([
      [iso(start), iso(start, 30)],
      [iso(start, 70), iso(start, 105)],
    ]);
    const longer = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: pia.headers, payload: { endsAt: at(31, '15:00') } });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await ranges()).toEqual([
      [iso(start), iso(start, 30)],
      [iso(start, 70), iso(start, 135)],
    ]);
    const shorter = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: pia.headers, payload: { endsAt: at(31, '14:00') } });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().processing).toEqual([]);
    expect(await ranges()).toEqual([[iso(start), iso(start, 75)]]);
  });

  it('a row written without an occupancy (demo data, fixtures) occupies its plain times; a raw move follows', async () => {
    const { rows } = await f.pool.query<{ id: string }>(
      "INSERT INTO appointments (stylist_id, state, starts_at, ends_at, amount_cents, created_by) VALUES ($1, 'booked', $2, $3, 0, 'stylist') RETURNING id",
      [rosa.id, at(32, '09:00'), at(32, '10:00')],
    );
    const id = Number(rows[0]?.id);
    expect(await occupied(id)).toBe((await f.pool.query(`SELECT tstzmultirange(tstzrange($1::timestamptz, $2::timestamptz))::text AS o`, [at(32, '09:00'), at(32, '10:00')])).rows[0].o);
    await f.pool.query('UPDATE appointments SET starts_at = $2, ends_at = $3 WHERE id = $1', [id, at(32, '11:00'), at(32, '12:00')]);
    expect(await occupied(id)).toBe((await f.pool.query(`SELECT tstzmultirange(tstzrange($1::timestamptz, $2::timestamptz))::text AS o`, [at(32, '11:00'), at(32, '12:00')])).rows[0].o);
    // An occupancy that does not start with the appointment is refused by the database.
    await expect(f.pool.query("UPDATE appointments SET occupied = tstzmultirange(tstzrange(starts_at + interval '1 minute', ends_at)) WHERE id = $1", [id])).rejects.toMatchObject({
      code: '23514',
    });
  });
});

describe('buffers: nothing starts in another appointment’s clean-up', () => {
  it('the stylist’s own create is refused inside a buffer (409, nothing written) and accepted at its end', async () => {
    expect((await create(at(33, '10:00'), [cleanCut])).statusCode).toBe(201); // 10:00–11:00, clean-up until 11:30
    const before = (await f.pool.query('SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1', [pia.id])).rows[0].n;
    const inside = await create(at(33, '11:15'), [trim40]);
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    expect((await f.pool.query('SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1', [pia.id])).rows[0].n).toBe(before);
    expect((await create(at(33, '11:30'), [trim40])).statusCode).toBe(201);
    // Before it: a trim ending at 10:00 is fine, one whose own buffer reaches 10:00 is not.
    expect((await create(at(33, '09:20'), [trim40])).statusCode).toBe(201);
    expect((await create(at(33, '08:20'), [trim40Buffer])).statusCode).toBe(201);
    expect((await create(at(33, '07:40'), [trim40Buffer])).statusCode).toBe(409);
  });

  it('the public list never offers a start whose clean-up runs into another appointment', async () => {
    const date = dayFromNow(34);
    expect((await create(at(34, '12:00'), [trim40])).statusCode).toBe(201);
    const withBuffer = await times(date, 60, [cleanCut]);
    expect(withBuffer).toContain('10:30');
    expect(withBuffer).not.toContain('10:45');
    expect(withBuffer).not.toContain('11:00');
    expect(withBuffer).toContain('12:45');
    const plain = await times(date, 60);
    expect(plain).toContain('11:00');
  });

  it('50 customers racing for times across a buffer: exactly one wins, the others get 409, never a 5xx', async () => {
    // Colour at 09:00 (occupied 09:00–09:30 and 10:10–10:45) against trims at 10:30 (inside its buffer).
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`racer${i}`, pia.host)));
    const results = await Promise.all(
      customers.map((c, i) => {
        const app = i % 2 === 0 ? f.app : second;
        if (i % 4 === 0) return hold(c.headers, at(35, '09:00'), [colour], app);
        if (i % 4 === 1) return book(c.headers, at(35, '09:00'), [colour], app);
        if (i % 4 === 2) return hold(c.headers, at(35, '10:30'), [trim40], app);
        return book(c.headers, at(35, '10:30'), [trim40], app);
      }),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const active = await f.pool.query(
      `SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1 AND state IN ('held', 'booked') AND starts_at >= $2 AND starts_at < $3`,
      [pia.id, at(35, '00:00'), at(36, '00:00')],
    );
    expect(active.rows[0].n).toBe(1);
  });
});

describe('processing time: another appointment fits into the window exactly when all it occupies does', () => {
  it('holds and bookings inside the window are accepted exactly when they fit; the list agrees', async () => {
    expect((await create(at(36, '10:00'), [colour])).statusCode).toBe(201); // window 10:30–11:10
    const date = dayFromNow(36);
    const listed40 = await times(date, 40, [trim40]);
    expect(listed40).toContain('10:30');
    expect(listed40).not.toContain('10:15');
    expect(listed40).not.toContain('10:45');
    expect(await times(date, 40, [trim40Buffer])).not.toContain('10:30');

    const [a, b, c] = await Promise.all([f.customer('ana', pia.host), f.customer('bea', pia.host), f.customer('cai', pia.host)]);
    expect((await hold(a!.headers, at(36, '10:30'), [trim40Buffer])).statusCode).toBe(409); // 40 + 5 > 40
    expect((await hold(a!.headers, at(36, '10:45'), [trim40])).statusCode).toBe(409); // runs past 11:10
    const fits = await hold(a!.headers, at(36, '10:30'), [trim40]);
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().endsAt).toBe(at(36, '11:10'));
    // The window is now full: nothing else fits there, the one-call booking is refused too.
    expect((await book(b!.headers, at(36, '10:30'), [trim40])).statusCode).toBe(409);
    expect(await times(date, 40, [trim40])).not.toContain('10:30');
    // After the colour's clean-up (11:45) the day is free again.
    expect((await book(c!.headers, at(36, '11:45'), [trim40])).statusCode).toBe(201);
  });

  it('a colour may be booked around an existing short appointment that lies in its window', async () => {
    expect((await create(at(37, '10:45'), [trim40])).statusCode).toBe(201); // 10:45–11:25
    const date = dayFromNow(37);
    const listed = await times(date, 90, [colour]);
    expect(listed).toContain('10:15'); // its window 10:45–11:25 holds the trim
    expect(listed).not.toContain('10:30');
    const customer = await f.customer('dora', pia.host);
    expect((await hold(customer.headers, at(37, '10:30'), [colour])).statusCode).toBe(409);
    expect((await hold(customer.headers, at(37, '10:15'), [colour])).statusCode).toBe(201);
  });
});

describe('blocked time against what a booking occupies', () => {
  it('a buffer must not run into blocked time; a processing window may hold it', async () => {
    const block = (from: string, to: string) =>
      f.pool.query("INSERT INTO blocked_times (stylist_id, starts_at, ends_at, note) VALUES ($1, $2, $3, 'Doctor')", [pia.id, from, to]);
    await block(at(39, '11:30'), at(39, '12:00'));
    await block(at(39, '14:40'), at(39, '15:00'));
    const customer = await f.customer('eda', pia.host);
    // 10:15–11:15, cleaning up until 11:45: into the doctor's appointment.
    expect((await hold(customer.headers, at(39, '10:15'), [cleanCut])).statusCode).toBe(409);
    expect(await times(dayFromNow(39), 60, [cleanCut])).not.toContain('10:15');
    expect(await times(dayFromNow(39), 60, [cleanCut])).toContain('10:00');
    // A colour at 14:00 develops 14:30–15:10: the blocked 14:40–15:00 lies inside.
    expect(await times(dayFromNow(39), 90, [colour])).toContain('14:00');
    expect((await hold(customer.headers, at(39, '14:00'), [colour])).statusCode).toBe(201);
  });
});

describe('the slot list with chosen services', () => {
  it('400 for a malformed services list, 422 for a service that cannot be booked or a duration that is not their total', async () => {
    const date = dayFromNow(38);
    const url = (duration: number, services: string) => `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}?services=${services}`;
    const get = (path: string) => f.app.inject({ url: path, headers: { host: pia.host } });
    expect((await get(url(40, 'abc'))).statusCode).toBe(400);
    expect((await get(url(40, '1,,2'))).statusCode).toBe(400);
    expect((await get(url(40, Array.from({ length: 11 }, () => trim40).join(',')))).statusCode).toBe(400);
    const secret = await get(url(30, String(pia.services[2])));
    expect(secret.statusCode).toBe(422);
    expect((await get(url(30, String(rosa.services[0])))).statusCode).toBe(422);
    const mismatch = await get(url(45, String(trim40)));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toMatchObject({ code: 'BUSINESS_RULE', fields: { duration: "The duration must be the chosen services' total (40 minutes)" } });
    expect((await get(url(80, `${trim40},${trim40}`))).statusCode).toBe(200);
  });
});
