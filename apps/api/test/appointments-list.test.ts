import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let other: BookingStylist;
const ids: Record<string, number> = {};

type Member = { id: number; state: string; startsAt: string; customer: { name: string } | null };

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora-list');
  other = await f.openStylist('ollie-list');
  const customer = async (name: string, lastName: string, email: string) =>
    Number((await f.pool.query('INSERT INTO customers (stylist_id, name, last_name, email) VALUES ($1, $2, $3, $4) RETURNING id', [nora.id, name, lastName, email])).rows[0].id);
  const kim = await customer('Kim', 'Lee', 'kim@example.test');
  const ana = await customer('Ana', 'Silva_Costa', 'ana@example.test');
  const create = async (key: string, customerId: number, startsAt: string) => {
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: nora.headers, payload: { customerId, services: [nora.services[1]], startsAt } });
    ids[key] = res.json().id;
  };
  await create('kim1', kim, '2031-01-10T09:00:00Z');
  await create('ana1', ana, '2031-01-10T10:00:00Z');
  await create('kim2', kim, '2031-01-11T09:00:00Z');
  await create('ana2', ana, '2031-01-12T09:00:00Z');
  await create('edge', kim, '2031-02-01T00:00:00Z');
  await f.app.inject({ method: 'DELETE', url: `/api/appointments/${ids.kim2}`, headers: nora.headers });
  const olliesCustomer = Number((await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Kim', 'Lee') RETURNING id", [other.id])).rows[0].id);
  await f.app.inject({ method: 'POST', url: '/api/appointments', headers: other.headers, payload: { customerId: olliesCustomer, services: [other.services[1]], startsAt: '2031-01-10T09:00:00Z' } });
});
afterAll(() => f.close());

const list = async (query: Record<string, string | number>, who: Pick<BookingStylist, 'headers'> = nora) => {
  const params = new URLSearchParams({ 'startsAt[after]': '2031-01-01T00:00:00Z', 'startsAt[strictly_before]': '2031-02-01T00:00:00Z', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  return f.app.inject({ method: 'GET', url: `/api/appointments/list?${params}`, headers: who.headers });
};
const members = async (query: Record<string, string | number>) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return res.json() as { 'hydra:member': Member[]; 'hydra:totalItems': number };
};

describe('GET /api/appointments/list', () => {
  it('lists the range (after inclusive, strictly_before exclusive) by start, ascending by default', async () => {
    const body = await members({});
    expect(body['hydra:member'].map((m) => m.id)).toEqual([ids.kim1, ids.ana1, ids.kim2, ids.ana2]);
    expect(body['hydra:totalItems']).toBe(4);
    expect(body['hydra:member'][0]?.startsAt).toBe('2031-01-10T10:00:00+01:00');
    const edge = await members({ 'startsAt[after]': '2031-02-01T00:00:00Z', 'startsAt[strictly_before]': '2031-02-02T00:00:00Z' });
    expect(edge['hydra:member'].map((m) => m.id)).toEqual([ids.edge]);
  });

  it('sorts descending, pages with a total over all pages', async () => {
    const first = await members({ 'order[startsAt]': 'desc', itemsPerPage: 10, page: 1 });
    expect(first['hydra:member'].map((m) => m.id)).toEqual([ids.ana2, ids.kim2, ids.ana1, ids.kim1]);
    const second = await members({ page: 2, itemsPerPage: 10 });
    expect(second['hydra:member']).toEqual([]);
    expect(second['hydra:totalItems']).toBe(4);
  });

  it('filters by state and by customer (name, last name with wildcard characters taken literally, e-mail)', async () => {
    expect((await members({ state: 'cancelled' }))['hydra:member'].map((m) => m.id)).toEqual([ids.kim2]);
    expect((await members({ state: 'booked' }))['hydra:totalItems']).toBe(3);
    expect((await members({ search: 'kim lee' }))['hydra:member'].map((m) => m.id)).toEqual([ids.kim1, ids.kim2]);
    expect((await members({ search: 'silva_c' }))['hydra:member'].map((m) => m.id)).toEqual([ids.ana1, ids.ana2]);
    expect((await members({ search: 'silva%' }))['hydra:totalItems']).toBe(0);
    expect((await members({ search: 'ANA@example', state: 'booked' }))['hydra:member'].map((m) => m.id)).toEqual([ids.ana1, ids.ana2]);
  });

  it('shows only the signed-in stylist’s appointments', async () => {
    const res = await list({}, other);
    expect(res.json()['hydra:totalItems']).toBe(1);
    expect(res.json()['hydra:member'][0].customer.name).toBe('Kim');
    expect((await members({ search: 'kim' }))['hydra:totalItems']).toBe(2);
  });

  it('400 for a bad range, state, page size or order; 401 without a token', async () => {
    expect((await list({ 'startsAt[strictly_before]': '2031-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await list({ 'startsAt[strictly_before]': '2032-01-03T00:00:00Z' })).statusCode).toBe(400);
    expect((await list({ 'startsAt[strictly_before]': '2032-01-02T00:00:00Z' })).statusCode).toBe(200);
    expect((await list({ state: 'lost' })).statusCode).toBe(400);
    expect((await list({ itemsPerPage: 7 })).statusCode).toBe(400);
    expect((await list({ 'order[startsAt]': 'up' })).statusCode).toBe(400);
    expect((await list({}, { headers: { host: nora.host } })).statusCode).toBe(401);
  });
});
