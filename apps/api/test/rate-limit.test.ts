import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { addressKey } from '../src/plugins/rate-limit';
import { buildTestApp, createMigratedDatabase, createTestApp, HOSTS } from './helpers';

const env = { RATE_LIMIT_MAX: '5' };
const request = (app: App, url = '/api/public/app-config', ip = '203.0.113.9') =>
  app.inject({ url, headers: { host: HOSTS.anna }, remoteAddress: ip });

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  database = db.database;
  drop = db.drop;
});
afterAll(() => drop());

describe('rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit, per client IP, shared by two instances on one database', async () => {
    const first = await createTestApp({ database, env });
    const second = await createTestApp({ database, env });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await request(i % 2 === 0 ? first : second)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);

      const limited = await request(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: limited.headers['x-request-id'] });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(first)).statusCode).toBe(429);

      expect((await request(first, '/api/public/app-config', '198.51.100.4')).statusCode).toBe(200);
      // Pages and assets are not counted against the API limit.
      expect((await first.inject({ url: '/apps/calendar', headers: { host: HOSTS.anna }, remoteAddress: '203.0.113.9' })).statusCode).not.toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts an address as a client: IPv4 as it is, IPv4-mapped IPv6 as its IPv4, other IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('ip:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(addressKey('1::2:3:4:5:192.0.2.1')).toBe('ip:1:0:2:3::/64');
  });

  it('keeps its counters in PostgreSQL', async () => {
    const { rows } = await database.pool.query<{ count: number }>("SELECT count FROM rate_limits WHERE key LIKE '%203.0.113.9'");
    expect(rows[0]?.count).toBeGreaterThanOrEqual(6);
  });

  it('far from the global limit an instance counts locally and writes in batches; near it the shared count decides', async () => {
    const instances = [await createTestApp({ database, env: { RATE_LIMIT_MAX: '100' } }), await createTestApp({ database, env: { RATE_LIMIT_MAX: '100' } })];
    const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query;
    let statements = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      if (String(args[0]).includes('INSERT INTO rate_limits')) statements++;
      return query.apply(this, args);
    };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 140; i++) statuses.push((await request(instances[i % 2]!, '/api/public/app-config', '192.0.2.77')).statusCode);
      const passed = statuses.filter((status) => status === 200).length;
      // Each of the two instances may pass at most its share (10% of 100) beyond the limit.
      expect(passed).toBeGreaterThanOrEqual(100);
      expect(passed).toBeLessThanOrEqual(120);
      expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
      expect(statements).toBeLessThan(140);
    } finally {
      pool.query = query;
      for (const app of instances) await app.close();
    }
    // Closing wrote the hits still counted locally: PostgreSQL has every one of them.
    const { rows } = await database.pool.query<{ count: number }>("SELECT count FROM rate_limits WHERE key = 'global|ip:192.0.2.77'");
    expect(rows[0]?.count).toBe(140);
  });

  it("a route's own limit is exact across instances", async () => {
    const instances = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '1000' } });
      app.post('/api/test/strict', { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
      await app.ready();
      instances.push(app);
    }
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        statuses.push((await instances[i % 2]!.inject({ method: 'POST', url: '/api/test/strict', headers: { host: HOSTS.anna }, remoteAddress: '192.0.2.88' })).statusCode);
      }
      expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
    } finally {
      for (const app of instances) await app.close();
    }
  });

  it('a route can set a tighter limit of its own with config.rateLimit', async () => {
    const app = await buildTestApp({ database, env: { RATE_LIMIT_MAX: '100' } });
    app.post(
      '/api/test/login-like',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } }, config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
      async () => ({ ok: true }),
    );
    await app.ready();
    try {
      const hit = () => app.inject({ method: 'POST', url: '/api/test/login-like', headers: { host: HOSTS.anna }, remoteAddress: '192.0.2.50' });
      expect([(await hit()).statusCode, (await hit()).statusCode, (await hit()).statusCode]).toEqual([200, 200, 429]);
      expect((await request(app, '/api/public/app-config', '192.0.2.50')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
