import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { categoryId, newStylist, type TestStylist } from './catalogue';
import { createMigratedDatabase, createTestApp } from './helpers';

type Member = { id: number; name: string; price: number; hourly: boolean; duration: number; public: boolean };

let app: App;
let drop: () => Promise<void>;
let stylist: TestStylist;
const created: Member[] = [];

beforeAll(async () => {
  const db = await createMigratedDatabase('reference');
  drop = db.drop;
  app = await createTestApp({ database: db.database });
  stylist = await newStylist(app, db.database.pool, 'dana');
  const category = await categoryId(db.database.pool, 'manicure');
  // 25 services with prices, durations and flags in different orders than their ids.
  for (let i = 1; i <= 25; i++) {
    const payload = {
      name: `Service ${String.fromCharCode(96 + ((i * 7) % 26) || 26)}${i}`,
      price: ((i * 37) % 100) + 0.5,
      hourly: i % 3 === 0,
      duration: ((i * 11) % 90) + 5,
      category,
      public: i % 2 === 0,
    };
    const res = await app.inject({ method: 'POST', url: '/api/services', headers: stylist.headers, payload });
    created.push(res.json());
  }
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function list(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/services?${query}`, headers: stylist.headers });
  return { status: res.statusCode, body: res.json() };
}

const ids = (members: Member[]) => members.map((m) => m.id);
const byIdDesc = () => [...created].sort((a, b) => b.id - a.id);

describe('services list: pagination', () => {
  it('defaults to 10 per page, id descending, with the total', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body['@type']).toBe('hydra:Collection');
    expect(body['hydra:totalItems']).toBe(25);
    expect(ids(body['hydra:member'])).toEqual(ids(byIdDesc().slice(0, 10)));
  });

  it('page 2 and the last, partial page', async () => {
    expect(ids((await list('page=2&itemsPerPage=10')).body['hydra:member'])).toEqual(ids(byIdDesc().slice(10, 20)));
    const last = await list('page=3&itemsPerPage=10');
    expect(ids(last.body['hydra:member'])).toEqual(ids(byIdDesc().slice(20)));
    expect(last.body['hydra:totalItems']).toBe(25);
    expect((await list('page=2&itemsPerPage=25')).body['hydra:member']).toEqual([]);
  });

  it('accepts 25, 50 and 100 per page and rejects other sizes', async () => {
    expect((await list('itemsPerPage=25')).body['hydra:member']).toHaveLength(25);
    expect((await list('itemsPerPage=50')).body['hydra:member']).toHaveLength(25);
    expect((await list('itemsPerPage=100')).body['hydra:member']).toHaveLength(25);
    const bad = await list('itemsPerPage=7');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.itemsPerPage).toBe('itemsPerPage must be one of 10, 25, 50, 100');
    expect((await list('page=0')).status).toBe(400);
  });

  it('ignores a cache-busting timestamp parameter', async () => {
    expect((await list('_=1700000000000')).status).toBe(200);
  });
});

describe('services list: sorting', () => {
  const fields = ['name', 'price', 'hourly', 'duration', 'public'] as const;
  const compare = (field: (typeof fields)[number]) => (a: Member, b: Member) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return a.id - b.id;
    if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : 1;
    return Number(x) - Number(y);
  };

  it.each(fields)('order[%s]=asc and desc', async (field) => {
    const asc = await list(`order[${field}]=asc&itemsPerPage=25`);
    expect(asc.status).toBe(200);
    const expectedAsc = [...created].sort(compare(field));
    expect(asc.body['hydra:member'].map((m: Member) => m[field])).toEqual(expectedAsc.map((m) => m[field]));
    const descending = await list(`order[${field}]=desc&itemsPerPage=10`);
    const expectedDesc = [...created].sort((a, b) => -compare(field)(a, b) || a.id - b.id);
    expect(descending.body['hydra:member'].map((m: Member) => m[field])).toEqual(expectedDesc.slice(0, 10).map((m) => m[field]));
  });

  it('rejects ordering on an unknown field or direction', async () => {
    const bad = await list('order[stylistId]=asc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect((await list('order[price]=up')).status).toBe(400);
  });
});

describe('services list: search', () => {
  it('finds services by part of the name, case-insensitively, with the filtered total', async () => {
    const target = created[4]!;
    const { body } = await list(`search=${encodeURIComponent(target.name.toUpperCase())}`);
    expect(ids(body['hydra:member'])).toEqual([target.id]);
    expect(body['hydra:totalItems']).toBe(1);
    expect((await list('search=nothing-like-this')).body).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 0 });
    expect((await list('search=%25')).body['hydra:totalItems']).toBe(0);
  });
});
