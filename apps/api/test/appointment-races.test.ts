import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { berlinStart, createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #17.1: every write that touches appointments, raced 50 ways on one API instance and on two
 * instances sharing the database (each with a pool of its own). Whatever the interleaving, each
 * call answers 2xx or a clear 4xx (409 when another request won), never 5xx, and no slot ever
 * holds more than one active (held or booked) appointment.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
});
afterAll(() => f.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = { method: Method; url: string; headers: Headers; payload?: Record<string, unknown> };

const RACE = 50;
let stylists = 0;
let nextDay = 2;

/** A fresh stylist per race (and a fresh day), so races never see each other's appointments. */
async function freshStylist(): Promise<BookingStylist> {
  stylists += 1;
  return f.openStylist(`race${stylists}`);
}

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** Fires the calls at once, spread over the instances; answers the status codes in call order. */
async function race(instances: App[], calls: Call[]): Promise<number[]> {
  const responses = await Promise.all(calls.map((c, i) => instances[i % instances.length]!.inject(c)));
  const statuses = responses.map((r) => r.statusCode);
  const errors = responses.filter((r) => r.statusCode >= 500).map((r) => r.body);
  expect(errors, `5xx answers (${JSON.stringify(statusCounts(statuses))})`).toEqual([]);
  for (const r of responses.filter((x) => x.statusCode >= 400)) {
    expect(r.json(), 'every refusal has the one error shape').toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
  return statuses;
}

/** Held or booked appointments of the stylist overlapping [startsAt, startsAt + minutes). */
async function activeAt(stylistId: number, startsAt: string, minutes = 60): Promise<number> {
  const { rows } = await f.pool.query(
    `SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1 AND state IN ('held', 'booked')
     AND tstzrange(starts_at, ends_at) && tstzrange($2::timestamptz, $2::timestamptz + make_interval(mins => $3))`,
    [stylistId, startsAt, minutes],
  );
  return rows[0].n;
}

async function customerRow(stylist: BookingStylist, name: string): Promise<number> {
  const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, $2, 'Race') RETURNING id", [stylist.id, name]);
  return Number(rows[0].id);
}

async function booked(stylist: BookingStylist, customerId: number, startsAt: string | Date, minutes = 60): Promise<number> {
  const start = new Date(startsAt);
  const { rows } = await f.pool.query(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
     VALUES ($1, $2, 'booked', $3, $4, 3000, 'stylist') RETURNING id`,
    [stylist.id, customerId, start, new Date(start.getTime() + minutes * 60_000)],
  );
  return Number(rows[0].id);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
/**
 * One customer's own calls also meet the per-customer booking limit (20 a minute): a 429 there is
 * a clear answer too, and the race is fought by the calls the limit lets through.
 */
const limited = (statuses: number[]) => count(statuses, 429);

const configurations: [string, () => App[]][] = [
  ['one API instance', () => [f.app]],
  ['two API instances sharing the database', () => [f.app, second]],
];

describe.each(configurations)('50-way races on %s', (_name, instances) => {
  it('hold: one customer racing herself for one slot keeps one active hold', async () => {
    const stylist = await freshStylist();
    const carla = await f.customer('Carla', stylist.host);
    const startsAt = berlinStart(nextDay++, '10:00');
    const hold: Call = { method: 'POST', url: '/api/logged-customer/block-date', headers: carla.headers, payload: { services: [stylist.services[0]], startsAt } };
    const statuses = await race(instances(), Array.from({ length: RACE }, () => hold));
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429), JSON.stringify(statusCounts(statuses))).toBe(true);
    expect(count(statuses, 201)).toBeGreaterThanOrEqual(1);
    expect(await activeAt(stylist.id, startsAt)).toBe(1);
  });

  it('hold: one customer racing herself over many slots ends with exactly one hold', async () => {
    const stylist = await freshStylist();
    const carla = await f.customer('Carla', stylist.host);
    const day = nextDay++;
    const times = Array.from({ length: RACE }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${['00', '15', '30', '45'][i % 4]}`);
    const statuses = await race(
      instances(),
      times.map((time) => ({ method: 'POST', url: '/api/logged-customer/block-date', headers: carla.headers, payload: { services: [stylist.services[1]], startsAt: berlinStart(day, time) } })),
    );
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429), JSON.stringify(statusCounts(statuses))).toBe(true);
    const { rows } = await f.pool.query("SELECT count(*)::int AS n FROM appointments WHERE stylist_id = $1 AND state = 'held'", [stylist.id]);
    expect(rows[0].n).toBe(1);
  });

  it('hold: 50 customers for one slot, exactly one wins', async () => {
    const stylist = await freshStylist();
    const customers = await Promise.all(Array.from({ length: RACE }, (_, i) => f.customer(`C${i}`, stylist.host)));
    const startsAt = berlinStart(nextDay++, '10:00');
    const statuses = await race(
      instances(),
      customers.map((c) => ({ method: 'POST', url: '/api/logged-customer/block-date', headers: c.headers, payload: { services: [stylist.services[0]], startsAt } })),
    );
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, startsAt)).toBe(1);
  });

  it('the stylist against customers: one create or hold wins the slot', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Walk-in');
    const customers = await Promise.all(Array.from({ length: RACE / 2 }, (_, i) => f.customer(`S${i}`, stylist.host)));
    const startsAt = berlinStart(nextDay++, '14:00');
    const calls: Call[] = [];
    for (let i = 0; i < RACE / 2; i++) {
      calls.push({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt, note: '' } });
      calls.push({ method: 'POST', url: '/api/logged-customer/block-date', headers: customers[i]!.headers, payload: { services: [stylist.services[0]], startsAt } });
    }
    const statuses = await race(instances(), calls);
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, startsAt)).toBe(1);
  });

  it('one-call booking: 50 customers book one time, exactly one wins', async () => {
    const stylist = await freshStylist();
    const customers = await Promise.all(Array.from({ length: RACE }, (_, i) => f.customer(`B${i}`, stylist.host)));
    const startsAt = berlinStart(nextDay++, '15:00');
    const contact = { name: 'Race', lastName: '', email: 'race@example.test', phone: '' };
    const statuses = await race(
      instances(),
      customers.map((c, i) => ({
        method: 'POST',
        url: i % 2 ? '/api/logged-customer/appointment' : '/api/logged-customer/block-date',
        headers: c.headers,
        payload: i % 2 ? { services: [stylist.services[0]], startsAt, stripeCardId: null, customer: contact, note: '' } : { services: [stylist.services[0]], startsAt },
      })),
    );
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, startsAt)).toBe(1);
  });

  it('confirm: 50 confirms of one hold book it once', async () => {
    const stylist = await freshStylist();
    const carla = await f.customer('Carla', stylist.host);
    const startsAt = berlinStart(nextDay++, '09:00');
    const held = await f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: carla.headers, payload: { services: [stylist.services[0]], startsAt } });
    expect(held.statusCode).toBe(201);
    const confirm: Call = {
      method: 'POST',
      url: '/api/logged-customer/appointment/confirm',
      headers: carla.headers,
      payload: { appointmentId: held.json().id, stripeCardId: null, customer: { name: 'Carla', lastName: 'Race', email: 'carla@example.test', phone: '+1 212 555 0123' }, note: 'race' },
    };
    const statuses = await race(instances(), Array.from({ length: RACE }, () => confirm));
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409) + limited(statuses)).toBe(RACE - 1);
    const { rows } = await f.pool.query('SELECT to_state FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id', [held.json().id]);
    expect(rows.map((r) => r.to_state)).toEqual(['held', 'booked']);
  });

  it('customer cancel: 50 cancels of one booking cancel it once', async () => {
    const stylist = await freshStylist();
    const carla = await f.customer('Carla', stylist.host);
    const startsAt = berlinStart(nextDay++, '11:00');
    const held = (await f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: carla.headers, payload: { services: [stylist.services[0]], startsAt } })).json();
    const confirmed = await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/appointment/confirm',
      headers: carla.headers,
      payload: { appointmentId: held.id, stripeCardId: null, customer: { name: 'Carla', lastName: 'Race', email: 'carla@example.test', phone: '+1 212 555 0123' }, note: '' },
    });
    expect(confirmed.statusCode).toBe(200);
    const cancel: Call = { method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: carla.headers };
    const statuses = await race(instances(), Array.from({ length: RACE }, () => cancel));
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409) + limited(statuses)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, startsAt)).toBe(0);
  });

  it('stylist create: 50 creates onto one slot, one wins', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Kim');
    const startsAt = berlinStart(nextDay++, '12:00');
    const create: Call = { method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt, note: '' } };
    const statuses = await race(instances(), Array.from({ length: RACE }, () => create));
    expect(count(statuses, 201)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, startsAt)).toBe(1);
  });

  it('stylist move: 50 appointments moved onto one slot, one lands', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Kim');
    const day = nextDay++;
    const base = new Date(berlinStart(day, '00:00')).getTime();
    const ids = [];
    for (let i = 0; i < RACE; i++) ids.push(await booked(stylist, customerId, new Date(base + (24 + i) * 3_600_000)));
    const target = berlinStart(day, '10:00');
    const statuses = await race(
      instances(),
      ids.map((id) => ({ method: 'PUT', url: `/api/appointments/${id}`, headers: stylist.headers, payload: { startsAt: target } })),
    );
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    expect(await activeAt(stylist.id, target)).toBe(1);
  });

  it('stylist move against customers holding the same slot: one wins', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Kim');
    const day = nextDay++;
    const id = await booked(stylist, customerId, berlinStart(day, '16:00'));
    const target = berlinStart(day, '10:00');
    const customers = await Promise.all(Array.from({ length: RACE / 2 }, (_, i) => f.customer(`M${i}`, stylist.host)));
    const calls: Call[] = [];
    for (let i = 0; i < RACE / 2; i++) {
      calls.push({ method: 'PUT', url: `/api/appointments/${id}`, headers: stylist.headers, payload: { startsAt: target } });
      calls.push({ method: 'POST', url: '/api/logged-customer/block-date', headers: customers[i]!.headers, payload: { services: [stylist.services[0]], startsAt: target } });
    }
    const statuses = await race(instances(), calls);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409), JSON.stringify(statusCounts(statuses))).toBe(true);
    expect(await activeAt(stylist.id, target)).toBe(1);
  });

  it('stylist delete: 50 deletes of one appointment cancel it once', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Kim');
    const startsAt = berlinStart(nextDay++, '13:00');
    const id = await booked(stylist, customerId, startsAt);
    const statuses = await race(instances(), Array.from({ length: RACE }, () => ({ method: 'DELETE', url: `/api/appointments/${id}`, headers: stylist.headers }) as Call));
    expect(count(statuses, 204)).toBe(1);
    expect(count(statuses, 409)).toBe(RACE - 1);
    const { rows } = await f.pool.query("SELECT count(*)::int AS n FROM appointment_state_changes WHERE appointment_id = $1 AND to_state = 'cancelled'", [id]);
    expect(rows[0].n).toBe(1);
  });

  it('transitions: 50 checkouts and no-shows of one started appointment, one applies', async () => {
    const stylist = await freshStylist();
    const customerId = await customerRow(stylist, 'Kim');
    const id = await booked(stylist, customerId, new Date(Date.now() - 30 * 60_000));
    const statuses = await race(
      instances(),
      Array.from({ length: RACE }, (_, i) => ({ method: 'POST', url: `/api/appointment/${id}/set-state`, headers: stylist.headers, payload: { transition: i % 2 ? 'checkout' : 'no-show' } }) as Call),
    );
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409) + count(statuses, 422)).toBe(RACE - 1);
    const { rows } = await f.pool.query('SELECT count(*)::int AS n FROM appointment_state_changes WHERE appointment_id = $1 AND from_state = $2', [id, 'booked']);
    expect(rows[0].n).toBe(1);
  });

  it('customer cancel against the stylist moving and cancelling the same booking', async () => {
    const stylist = await freshStylist();
    const carla = await f.customer('Carla', stylist.host);
    const day = nextDay++;
    const held = (await f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers: carla.headers, payload: { services: [stylist.services[0]], startsAt: berlinStart(day, '09:00') } })).json();
    await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/appointment/confirm',
      headers: carla.headers,
      payload: { appointmentId: held.id, stripeCardId: null, customer: { name: 'Carla', lastName: 'Race', email: 'carla@example.test', phone: '+1 212 555 0123' }, note: '' },
    });
    const calls: Call[] = Array.from({ length: RACE }, (_, i) =>
      i % 3 === 0
        ? { method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: carla.headers }
        : i % 3 === 1
          ? { method: 'PUT', url: `/api/appointments/${held.id}`, headers: stylist.headers, payload: { startsAt: berlinStart(day, `${String(10 + (i % 10)).padStart(2, '0')}:00`) } }
          : { method: 'DELETE', url: `/api/appointments/${held.id}`, headers: stylist.headers },
    );
    const statuses = await race(instances(), calls);
    expect(statuses.every((s) => [200, 204, 409, 429].includes(s)), JSON.stringify(statusCounts(statuses))).toBe(true);
    const { rows } = await f.pool.query("SELECT count(*)::int AS n FROM appointment_state_changes WHERE appointment_id = $1 AND to_state = 'cancelled'", [held.id]);
    expect(rows[0].n).toBe(1);
  });
});
