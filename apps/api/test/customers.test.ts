import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAuth } from './auth';
import { anonymous, createCatalogueFixture, newStylist, type CatalogueFixture, type TestStylist } from './catalogue';

type Member = { id: number; name: string; lastName: string; email: string; phone: string; notes: string; deleted: boolean };

let f: CatalogueFixture;
let fresh: TestStylist;
let linkedAccounts: () => Promise<number>;

beforeAll(async () => {
  f = await createCatalogueFixture();
  fresh = await newStylist(f.app, f.pool, 'fiona');
  linkedAccounts = async () => {
    const { rows } = await f.pool.query(
      "SELECT count(DISTINCT c.stylist_id)::int AS n FROM customers c JOIN customer_accounts a ON a.id = c.customer_account_id WHERE a.email = 'carla@chairly.test'",
    );
    return Number(rows[0]?.n);
  };
});
afterAll(async () => f.close());

const valid = () => ({ name: 'Greta', lastName: 'Lange', email: 'Greta.Lange@Example.com', phone: '+49 30 555 0101', notes: 'Likes tea' });

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestStylist, payload?: Record<string, unknown>) {
  return f.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}
async function list(who: TestStylist, query = '') {
  const res = await call('GET', `/api/customers?${query}`, who);
  return { status: res.statusCode, body: res.json() };
}
const ids = (members: Member[]) => members.map((m) => m.id);

describe('customers: access', () => {
  it('401 without a token, 403 with a customer token', async () => {
    expect((await f.app.inject({ method: 'GET', url: '/api/customers', headers: anonymous })).statusCode).toBe(401);
    const customer = { ...(await customerAuth(f.app, { accountId: 1 })), host: anonymous.host };
    expect((await f.app.inject({ method: 'GET', url: '/api/customers', headers: customer })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'POST', url: '/api/customers', headers: customer, payload: valid() })).statusCode).toBe(403);
  });
});

describe('customers: CRUD', () => {
  it('creates, reads, replaces and deletes (the flag) a customer', async () => {
    const created = await call('POST', '/api/customers', f.anna, valid());
    expect(created.statusCode).toBe(201);
    const customer = created.json();
    expect(customer).toEqual({
      '@id': `/api/customers/${customer.id}`,
      id: expect.any(Number),
      name: 'Greta',
      lastName: 'Lange',
      email: 'greta.lange@example.com',
      // Stored and returned in E.164 (issue #29.4).
      phone: '+49305550101',
      notes: 'Likes tea',
      deleted: false,
      // No account: her messages go out in English (issue #29.3).
      language: 'en',
    });
    expect((await call('GET', `/api/customers/${customer.id}`, f.anna)).json()).toEqual(customer);

    const put = await call('PUT', `/api/customers/${customer.id}`, f.anna, { name: 'Greta', lastName: 'Lang' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ...customer, lastName: 'Lang', email: '', phone: '', notes: '' });

    expect(ids((await list(f.anna, 'itemsPerPage=100')).body['hydra:member'])).toContain(customer.id);
    const removed = await call('DELETE', `/api/customers/${customer.id}`, f.anna);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/customers/${customer.id}`, f.anna)).json()).toMatchObject({ id: customer.id, deleted: true });
    expect(ids((await list(f.anna, 'itemsPerPage=100')).body['hydra:member'])).not.toContain(customer.id);
    expect(ids((await list(f.anna, 'itemsPerPage=100&deleted=false')).body['hydra:member'])).not.toContain(customer.id);
    expect(ids((await list(f.anna, 'itemsPerPage=100&deleted=true')).body['hydra:member'])).toEqual([customer.id]);
  });

  it('only the name is required', async () => {
    const res = await call('POST', '/api/customers', f.anna, { name: 'Walk-in' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Walk-in', lastName: '', email: '', phone: '', notes: '' });
  });

  it('404 for an unknown id', async () => {
    expect((await call('GET', '/api/customers/999999', f.anna)).statusCode).toBe(404);
    expect((await call('PUT', '/api/customers/999999', f.anna, valid())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/customers/999999', f.anna)).statusCode).toBe(404);
  });
});

describe('customers: validation', () => {
  it.each([
    ['empty name', { name: '' }, 'name', 'The Name field is required'],
    ['missing name', { name: undefined }, 'name', 'The Name field is required'],
    ['invalid email', { email: 'not-an-email' }, 'email', 'The Email field must be a valid email'],
    ['letters in the phone', { phone: 'call me' }, 'phone', 'The Phone field format is invalid'],
  ])('%s → 400 with its message', async (_name, change, field, message) => {
    const before = (await list(f.anna)).body['hydra:totalItems'];
    const res = await call('POST', '/api/customers', f.anna, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect((await list(f.anna)).body['hydra:totalItems']).toBe(before);
  });

  it('unknown fields are rejected', async () => {
    expect((await call('POST', '/api/customers', f.anna, { ...valid(), deleted: true })).statusCode).toBe(400);
  });
});

describe('customers: list', () => {
  it('paginates, sorts and searches', async () => {
    for (const [name, lastName, email, phone] of [
      ['Zoe', 'Adams', 'zoe@example.com', '+1 212 555 0001'],
      ['Adam', 'Young', 'adam@example.com', '+1 212 555 0002'],
      ['Mila', 'Brown', 'mila@example.org', '+44 20 7946 0003'],
    ]) {
      await call('POST', '/api/customers', fresh, { name, lastName, email, phone });
    }
    const all = (await list(fresh)).body;
    expect(all['hydra:totalItems']).toBe(3);
    expect(all['hydra:member'].map((m: Member) => m.name)).toEqual(['Mila', 'Adam', 'Zoe']);
    expect((await list(fresh, 'order[name]=asc')).body['hydra:member'].map((m: Member) => m.name)).toEqual(['Adam', 'Mila', 'Zoe']);
    expect((await list(fresh, 'order[lastName]=desc')).body['hydra:member'].map((m: Member) => m.lastName)).toEqual(['Young', 'Brown', 'Adams']);
    expect((await list(fresh, 'order[email]=asc')).body['hydra:member'].map((m: Member) => m.email)).toEqual([
      'adam@example.com',
      'mila@example.org',
      'zoe@example.com',
    ]);
    expect((await list(fresh, 'order[phone]=asc')).status).toBe(400);
    expect((await list(fresh, 'itemsPerPage=7')).status).toBe(400);
    expect((await list(fresh, 'search=EXAMPLE.ORG')).body['hydra:member'].map((m: Member) => m.name)).toEqual(['Mila']);
    expect((await list(fresh, 'search=7946')).body['hydra:member'].map((m: Member) => m.name)).toEqual(['Mila']);
    expect((await list(fresh, 'search=adam')).body['hydra:totalItems']).toBe(2);
    expect((await list(fresh, 'search=zoe adams')).body['hydra:member'].map((m: Member) => m.name)).toEqual(['Zoe']);
  });

  it('a search finds what it found before D57: letters in either case, accents, a renamed customer, wildcards taken literally; a page past the end keeps the count', async () => {
    const created: Member[] = [];
    for (const [name, lastName, email] of [
      ['Élodie', 'Straße', 'elodie@example.com'],
      ['Ömer', 'Çelik', 'omer_50%@example.com'],
      ['Ana', 'Lopez', 'ana@example.com'],
    ]) {
      created.push((await call('POST', '/api/customers', fresh, { name, lastName, email })).json());
    }
    const names = async (search: string) => (await list(fresh, `search=${encodeURIComponent(search)}`)).body['hydra:member'].map((m: Member) => m.name);
    expect(await names('éLODIE')).toEqual(['Élodie']);
    expect(await names('STRASSE')).toEqual([]);
    expect(await names('straße')).toEqual(['Élodie']);
    expect(await names('ÇEL')).toEqual(['Ömer']);
    expect(await names('_50%')).toEqual(['Ömer']);
    expect(await names('a_a')).toEqual([]);
    // The stored text follows a change of the name.
    await call('PUT', `/api/customers/${created[2]!.id}`, fresh, { name: 'Anabel', lastName: 'Lopez', email: 'ana@example.com' });
    expect(await names('anabel')).toEqual(['Anabel']);
    const beyond = (await list(fresh, 'search=example.com&page=9')).body;
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(5);
    expect((await list(fresh, 'page=9')).body['hydra:totalItems']).toBe(6);
  });

  it('page 2 of the demo list and its total', async () => {
    const first = (await list(f.anna, 'order[id]=asc&itemsPerPage=10')).body;
    const second = (await list(f.anna, 'order[id]=asc&itemsPerPage=10&page=2')).body;
    expect(first['hydra:totalItems']).toBe(second['hydra:totalItems']);
    expect(first['hydra:member']).toHaveLength(10);
    expect(second['hydra:member'].length).toBe(first['hydra:totalItems'] - 10);
    expect(second['hydra:member'][0].id).toBeGreaterThan(first['hydra:member'][9].id);
  });
});

describe('customers: tenant isolation', () => {
  it("bella gets 404 for anna's customer on read, update and delete, and never sees anna's customers", async () => {
    const annaCustomer = (await call('POST', '/api/customers', f.anna, { ...valid(), name: 'Anna only' })).json();
    const url = `/api/customers/${annaCustomer.id}`;
    expect((await call('GET', url, f.bella)).statusCode).toBe(404);
    expect((await call('PUT', url, f.bella, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', url, f.bella)).statusCode).toBe(404);
    expect((await call('GET', url, f.anna)).json()).toEqual(annaCustomer);

    const annaIds = new Set(ids((await list(f.anna, 'itemsPerPage=100')).body['hydra:member']));
    const bellaMembers: Member[] = (await list(f.bella, 'itemsPerPage=100')).body['hydra:member'];
    expect(bellaMembers.length).toBeGreaterThan(0);
    expect(bellaMembers.some((m) => annaIds.has(m.id))).toBe(false);
  });

  it('carla is a customer of both stylists, one record each', async () => {
    const annaCarla = (await list(f.anna, 'search=carla@chairly.test')).body['hydra:member'];
    const bellaCarla = (await list(f.bella, 'search=carla@chairly.test')).body['hydra:member'];
    expect(annaCarla).toHaveLength(1);
    expect(bellaCarla).toHaveLength(1);
    expect(annaCarla[0].id).not.toBe(bellaCarla[0].id);
    expect(await linkedAccounts()).toBe(2);
  });
});
