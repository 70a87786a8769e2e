import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createLogger } from '../src/lib/logger';
import { stylistAuth } from './auth';
import { createTestApp, testConfig } from './helpers';
import { createSecurityFixture, SECRET, SITE, type Headers, type SecurityFixture } from './security/fixture';

let fx: SecurityFixture;
/** A second app on the same database whose global limit is 5 calls a minute (per user, per key). */
let limited: App;
/** A third app on the same database that writes its log, at debug level, into `lines`. */
let logged: App;
const lines: string[] = [];
beforeAll(async () => {
  fx = await createSecurityFixture();
  limited = await createTestApp({
    database: { pool: fx.pool, db: fx.app.db, close: async () => {} },
    env: { API_TOKEN_SECRET: SECRET, RATE_LIMIT_MAX: '5' },
  });
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  logged = await buildApp({
    config: testConfig({ API_TOKEN_SECRET: SECRET, RATE_LIMIT_MAX: '100000' }),
    db: { pool: fx.pool, db: fx.app.db, close: async () => {} },
    logger: createLogger('debug', sink),
    webDist: '/nonexistent',
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
  await limited?.close();
  await fx?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, headers: Headers, body?: unknown, app: App = fx.app) {
  return app.inject({
    method,
    url,
    headers: { host: SITE, ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

async function createKey(owner: Headers, name: string, scope: 'read' | 'read-write') {
  const res = await call('POST', '/api/api-keys', owner, { name, scope });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; key: string; prefix: string; name: string; scope: string; lastUsedAt: string | null }>();
}

async function listed(owner: Headers) {
  const res = await call('GET', '/api/api-keys', owner);
  expect(res.statusCode).toBe(200);
  return res.json<{ 'hydra:member': { id: number; name: string; scope: string; prefix: string; createdAt: string; lastUsedAt: string | null }[] }>()['hydra:member'];
}

describe('API keys', () => {
  it('creates a key shown once, lists it without the key and stores only its hash', async () => {
    const created = await createKey(fx.headers.anna, 'Bookkeeping', 'read');
    expect(created.key).toMatch(/^chk_test_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'Bookkeeping', scope: 'read', lastUsedAt: null });
    const list = await listed(fx.headers.anna);
    const row = list.find((key) => key.id === created.id)!;
    expect(row).toMatchObject({ name: 'Bookkeeping', scope: 'read', prefix: created.prefix, lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const { rows } = await fx.pool.query('SELECT * FROM api_keys WHERE id = $1', [created.id]);
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(created.prefix.length));
    // Another stylist does not see it.
    expect((await listed(fx.headers.bella)).map((key) => key.id)).not.toContain(created.id);
  });

  it('refuses a bad name or scope with 400 in the one error shape', async () => {
    const res = await call('POST', '/api/api-keys', fx.headers.anna, { name: ' ', scope: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { name: expect.any(String), scope: expect.any(String) } });
    expect((await call('POST', '/api/api-keys', fx.headers.anna, { name: 'x', scope: 'read', extra: 1 })).statusCode).toBe(400);
  });

  it('a key reads her own data as a bearer credential, and only hers', async () => {
    const { key } = await createKey(fx.headers.anna, 'Reader', 'read');
    const customers = await call('GET', '/api/customers?itemsPerPage=100', bearer(key));
    expect(customers.statusCode).toBe(200);
    const ids = customers.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((customer) => customer.id);
    expect(ids).toContain(fx.ids.customer);
    expect((await call('GET', `/api/services/${fx.ids.bellaService}`, bearer(key))).statusCode).toBe(404);
    expect((await call('GET', `/api/stylists/${fx.ids.bella}`, bearer(key))).statusCode).toBe(404);
    // Customer routes are not hers to call with a key.
    expect((await call('GET', '/api/logged-customer/appointments', bearer(key))).statusCode).toBe(403);
  });

  it('a read key may not write; a read-write key may', async () => {
    const reader = await createKey(fx.headers.anna, 'Reader', 'read');
    const writer = await createKey(fx.headers.anna, 'Writer', 'read-write');
    const body = { name: 'Keyed', email: 'keyed@example.test' };
    const refused = await call('POST', '/api/customers', bearer(reader.key), body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/only read/), requestId: expect.any(String) });
    const { rows } = await fx.pool.query("SELECT id FROM customers WHERE email = 'keyed@example.test'");
    expect(rows).toEqual([]);
    const made = await call('POST', '/api/customers', bearer(writer.key), body);
    expect(made.statusCode).toBe(201);
  });

  it('no key manages keys, billing, the payment account or the subscription', async () => {
    const { key } = await createKey(fx.headers.anna, 'Writer', 'read-write');
    for (const [method, url, body] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys', { name: 'Successor', scope: 'read-write' }],
      ['GET', '/api/subscription/stylist'],
      ['GET', '/api/stylist/sandbox/account'],
    ] as [Method, string, unknown?][]) {
      const res = await call(method, url, bearer(key), body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('records the last use at most once a minute', async () => {
    const { id, key } = await createKey(fx.headers.anna, 'Sync', 'read');
    expect((await call('GET', '/api/services', bearer(key))).statusCode).toBe(200);
    const first = (await listed(fx.headers.anna)).find((row) => row.id === id)!.lastUsedAt;
    expect(first).not.toBeNull();
    // An older recorded use, as if the last call was two minutes ago.
    await fx.pool.query("UPDATE api_keys SET last_used_at = '2020-01-01T00:00:00Z' WHERE id = $1", [id]);
    expect((await call('GET', '/api/services', bearer(key))).statusCode).toBe(200);
    const later = (await listed(fx.headers.anna)).find((row) => row.id === id)!.lastUsedAt!;
    expect(later > '2020-01-01T00:00:00.000Z').toBe(true);
    // Within the minute another call writes nothing.
    await fx.pool.query("UPDATE api_keys SET last_used_at = now() - interval '10 seconds' WHERE id = $1", [id]);
    const { rows: before } = await fx.pool.query<{ t: string }>('SELECT last_used_at::text AS t FROM api_keys WHERE id = $1', [id]);
    expect((await call('GET', '/api/services', bearer(key))).statusCode).toBe(200);
    const { rows: after } = await fx.pool.query<{ t: string }>('SELECT last_used_at::text AS t FROM api_keys WHERE id = $1', [id]);
    expect(after[0]!.t).toBe(before[0]!.t);
  });

  it('a revoked key is refused at once; revoking answers 204, then 404; another stylist cannot revoke it', async () => {
    const { id, key } = await createKey(fx.headers.anna, 'Old', 'read-write');
    expect((await call('GET', '/api/services', bearer(key))).statusCode).toBe(200);
    const intruder = await call('DELETE', `/api/api-keys/${id}`, fx.headers.bella);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call('GET', '/api/services', bearer(key))).statusCode).toBe(200);
    const revoked = await call('DELETE', `/api/api-keys/${id}`, fx.headers.anna);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    const refused = await call('GET', '/api/services', bearer(key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await listed(fx.headers.anna)).map((row) => row.id)).not.toContain(id);
    expect((await call('DELETE', `/api/api-keys/${id}`, fx.headers.anna)).statusCode).toBe(404);
  });

  it('an unknown key of the right shape is refused with 401', async () => {
    const res = await call('GET', '/api/services', bearer(`chk_test_${'A'.repeat(43)}`));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('each key has its own rate-limit budget (429 with Retry-After in the one error shape)', async () => {
    const first = await createKey(fx.headers.anna, 'Busy', 'read');
    const second = await createKey(fx.headers.anna, 'Quiet', 'read');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('GET', '/api/services', bearer(first.key), undefined, limited)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const spent = await call('GET', '/api/services', bearer(first.key), undefined, limited);
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBeDefined();
    expect(spent.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    // The other key, and a signed-in session of hers (a subject not used before here), have budgets of their own.
    expect((await call('GET', '/api/services', bearer(second.key), undefined, limited)).statusCode).toBe(200);
    const session = await stylistAuth(limited, { id: fx.ids.anna, subdomain: 'anna', sub: 'anna-rate-limit-session' });
    expect((await call('GET', '/api/services', session, undefined, limited)).statusCode).toBe(200);
  });

  it('limits her to 20 active keys (422), revoked ones not counted', async () => {
    const { rows } = await fx.pool.query<{ n: string }>('SELECT count(*) AS n FROM api_keys WHERE stylist_id = $1 AND revoked_at IS NULL', [fx.ids.bella]);
    for (let i = Number(rows[0]!.n); i < 20; i++) await createKey(fx.headers.bella, `Key ${i}`, 'read');
    const over = await call('POST', '/api/api-keys', fx.headers.bella, { name: 'One more', scope: 'read' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'BUSINESS_RULE' });
    const [oldest] = await listed(fx.headers.bella);
    expect((await call('DELETE', `/api/api-keys/${oldest!.id}`, fx.headers.bella)).statusCode).toBe(204);
    await createKey(fx.headers.bella, 'One more', 'read');
  });

  it('50 creations at once stop at the limit of 20 active keys, never a 5xx', async () => {
    const { rows } = await fx.pool.query<{ n: string }>('SELECT count(*) AS n FROM api_keys WHERE stylist_id = $1 AND revoked_at IS NULL', [fx.ids.anna]);
    const before = Number(rows[0]!.n);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call('POST', '/api/api-keys', fx.headers.anna, { name: `Burst ${i}`, scope: 'read' })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(20 - before);
    expect(codes.filter((code) => code !== 201).every((code) => code === 422)).toBe(true);
    expect(await listed(fx.headers.anna)).toHaveLength(20);
    await fx.pool.query("UPDATE api_keys SET revoked_at = now() WHERE stylist_id = $1 AND name LIKE 'Burst %'", [fx.ids.anna]);
  });

  it('never writes the key to the log: not when made, used, refused or revoked', async () => {
    lines.length = 0;
    const made = await call('POST', '/api/api-keys', fx.headers.anna, { name: 'Logged', scope: 'read' }, logged);
    const { id, key } = made.json<{ id: number; key: string }>();
    expect((await call('GET', '/api/services', bearer(key), undefined, logged)).statusCode).toBe(200);
    expect((await call('POST', '/api/customers', bearer(key), { name: 'No' }, logged)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/api-keys/${id}`, fx.headers.anna, undefined, logged)).statusCode).toBe(204);
    expect((await call('GET', '/api/services', bearer(key), undefined, logged)).statusCode).toBe(401);
    expect(lines.length).toBeGreaterThan(5);
    const secretPart = key.slice(13);
    expect(lines.join('')).not.toContain(secretPart);
  });
});
