import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

/** GET /api/appointments/list?customerId=…: one customer's history on the customer edit screen. */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let anna: BookingStylist;
let bella: BookingStylist;
let carla: number;
let dora: number;
const ids: Record<string, number> = {};

type Body = { 'hydra:member': { id: number; startsAt: string; state: string; customer: { id: number } | null }[]; 'hydra:totalItems': number };

beforeAll(async () => {
  f = await createBookingFixture();
  anna = await f.openStylist('anna-history');
  bella = await f.openStylist('bella-history');
  const customer = async (stylistId: number, name: string) =>
    Number((await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, $2, 'Test') RETURNING id", [stylistId, name])).rows[0].id);
  carla = await customer(anna.id, 'Carla');
  dora = await customer(anna.id, 'Dora');
  const bellasCustomer = await customer(bella.id, 'Carla');
  const create = async (who: BookingStylist, key: string, customerId: number, startsAt: string) => {
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: who.headers, payload: { customerId, services: [who.services[1]], startsAt } });
    expect(res.statusCode).toBe(201);
    ids[key] = res.json().id;
  };
  // Years apart: no single list range (366 days at most) holds all of them.
  await create(anna, 'past', carla, '2024-03-05T09:00:00Z');
  await create(anna, 'middle', carla, '2030-06-01T09:00:00Z');
  await create(anna, 'future', carla, '2033-01-10T09:00:00Z');
  await create(anna, 'dora', dora, '2030-06-01T11:00:00Z');
  await create(bella, 'bella', bellasCustomer, '2030-06-01T09:00:00Z');
  await f.app.inject({ method: 'DELETE', url: `/api/appointments/${ids.middle}`, headers: anna.headers });
});
afterAll(() => f.close());

const list = (query: Record<string, string | number>, who: BookingStylist = anna) =>
  f.app.inject({ method: 'GET', url: `/api/appointments/list?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: who.headers });
const body = async (query: Record<string, string | number>, who: BookingStylist = anna) => {
  const res = await list(query, who);
  expect(res.statusCode).toBe(200);
  return res.json() as Body;
};

describe('GET /api/appointments/list?customerId', () => {
  it('lists only that customer’s appointments, any time, newest first, cancelled ones included', async () => {
    const page = await body({ customerId: carla });
    expect(page['hydra:member'].map((m) => m.id)).toEqual([ids.future, ids.middle, ids.past]);
    expect(page['hydra:member'].map((m) => m.state)).toEqual(['booked', 'cancelled', 'booked']);
    expect(page['hydra:member'].every((m) => m.customer?.id === carla)).toBe(true);
    expect(page['hydra:totalItems']).toBe(3);
    expect((await body({ customerId: dora }))['hydra:member'].map((m) => m.id)).toEqual([ids.dora]);
  });

  it('pages with the total over all pages, and honours an explicit order, range and state', async () => {
    const asc = await body({ customerId: carla, 'order[startsAt]': 'asc', itemsPerPage: 10, page: 1 });
    expect(asc['hydra:member'].map((m) => m.id)).toEqual([ids.past, ids.middle, ids.future]);
    const second = await body({ customerId: carla, itemsPerPage: 10, page: 2 });
    expect(second['hydra:member']).toEqual([]);
    expect(second['hydra:totalItems']).toBe(3);
    const ranged = await body({ customerId: carla, 'startsAt[after]': '2030-01-01T00:00:00Z', 'startsAt[strictly_before]': '2030-12-31T00:00:00Z' });
    expect(ranged['hydra:member'].map((m) => m.id)).toEqual([ids.middle]);
    expect((await body({ customerId: carla, state: 'booked' }))['hydra:member'].map((m) => m.id)).toEqual([ids.future, ids.past]);
  });

  it('gives another stylist nothing for anna’s customer id', async () => {
    const page = await body({ customerId: carla }, bella);
    expect(page['hydra:member']).toEqual([]);
    expect(page['hydra:totalItems']).toBe(0);
    expect((await body({ customerId: dora }, bella))['hydra:totalItems']).toBe(0);
  });

  it('400 without a range unless a customer is given, for half a range, or a bad customer id', async () => {
    expect((await list({})).statusCode).toBe(400);
    expect((await list({ customerId: carla, 'startsAt[after]': '2030-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await list({ customerId: 'carla' })).statusCode).toBe(400);
    expect((await list({ customerId: 0 })).statusCode).toBe(400);
    expect((await list({ customerId: carla, 'startsAt[after]': '2030-01-01T00:00:00Z', 'startsAt[strictly_before]': '2029-01-01T00:00:00Z' })).statusCode).toBe(400);
  });
});
