import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyRefusal } from '../../src/modules/api-keys/index';
import { createSecurityFixture, databaseChecksum, SITE, type Headers, type SecurityFixture } from './fixture';
import { ROUTES, type Sample } from './routes';

/**
 * Issue 32 (3a): API keys in the route table. A key stands for its stylist only: on every
 * tenant-scoped route of the table another stylist's key gets 404, a read key writes nothing, and no
 * key reaches key management, billing, payment accounts, exports or erasure.
 */
let fx: SecurityFixture;
let keys: { annaRead: Headers; annaWrite: Headers; bellaWrite: Headers };
beforeAll(async () => {
  fx = await createSecurityFixture();
  const make = async (owner: Headers, scope: 'read' | 'read-write') => {
    const res = await fx.app.inject({ method: 'POST', url: '/api/api-keys', headers: { host: SITE, 'content-type': 'application/json', ...owner }, payload: JSON.stringify({ name: `Suite ${scope}`, scope }) });
    const key = res.json<{ key: string }>().key;
    const headers = { authorization: `Bearer ${key}` };
    // Used once now, so that the calls below (within the minute) write no last-used time.
    await fx.app.inject({ url: '/api/services', headers: { host: SITE, ...headers } });
    return headers;
  };
  keys = { annaRead: await make(fx.headers.anna, 'read'), annaWrite: await make(fx.headers.anna, 'read-write'), bellaWrite: await make(fx.headers.bella, 'read-write') };
});
afterAll(() => fx?.close());

const entries = Object.entries(ROUTES).flatMap(([route, entry]) => {
  if (entry.access === 'public') return [];
  const [method = '', url = ''] = route.split(' ');
  return [{ route, method, url, ...entry }];
});
const stylistRoutes = entries.filter((entry) => entry.access === 'stylist');
const usable = stylistRoutes.filter((entry) => keyRefusal('read-write', entry.method, entry.url) === null);
const closed = stylistRoutes.filter((entry) => keyRefusal('read-write', entry.method, entry.url) !== null);

function call(route: { method: string }, sample: Sample, headers: Headers) {
  return fx.app.inject({
    method: route.method as 'GET',
    url: sample.url,
    headers: { host: SITE, ...headers, ...(sample.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(sample.body === undefined ? {} : { payload: JSON.stringify(sample.body) }),
  });
}

describe('API keys in the route table', () => {
  it('closes key management, billing, the subscription and the payment account to every key', () => {
    const routes = closed.map((entry) => entry.route);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/api-keys', 'POST /api/api-keys', 'DELETE /api/api-keys/:id', 'GET /api/stylist/:provider/account', 'POST /api/subscription/stylist/checkout']));
    // Routes of other parts of issue #32 join this list once the table classifies them.
    for (const route of stylistRoutes.map((entry) => entry.route).filter((r) => /^\S+ \/api\/(?:webhooks|exports)|\/erase$/.test(r))) expect(routes, route).toContain(route);
    expect(routes).not.toContain('GET /api/customers');
  });

  it.each(closed)('no key, read or read-write, may call $route (403, nothing changes)', async (entry) => {
    const before = await databaseChecksum(fx.pool);
    for (const headers of [keys.annaRead, keys.annaWrite]) {
      const res = await call(entry, entry.sample(fx.ids), headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it.each(usable.filter((entry) => entry.method !== 'GET'))('a read key cannot write: $route (403, nothing changes)', async (entry) => {
    const before = await databaseChecksum(fx.pool);
    const res = await call(entry, entry.sample(fx.ids), keys.annaRead);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it.each(usable.filter((entry) => entry.tenantScoped))('another stylist’s key gets 404 on $route and changes nothing', async (entry) => {
    const before = await databaseChecksum(fx.pool);
    const res = await call(entry, entry.sample(fx.ids), keys.bellaWrite);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('her own read key reaches her resources (the 404s above are tenancy, not a bad sample)', async () => {
    for (const entry of usable.filter((e) => e.tenantScoped && e.method === 'GET')) {
      expect((await call(entry, entry.sample(fx.ids), keys.annaRead)).statusCode, entry.route).toBe(200);
    }
  });

  it.each(entries.filter((entry) => entry.access === 'customer'))('a key is no customer: $route answers 403', async (entry) => {
    const res = await call(entry, entry.sample(fx.ids), keys.annaWrite);
    expect(res.statusCode).toBe(403);
  });
});
