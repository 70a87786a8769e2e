import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

let app: App;
let unlisted: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  drop = db.drop;
  // Behind load balancers in 10.0.0.0/8 (https): only the addresses they append are trusted.
  app = await createTestApp({ database: db.database, env: { PUBLIC_PROTOCOL: 'https', TRUSTED_PROXIES: '10.0.0.0/8', RATE_LIMIT_MAX: '2' } });
  // https without TRUSTED_PROXIES: no peer is a proxy, loopback included.
  unlisted = await createTestApp({ database: db.database, env: { PUBLIC_PROTOCOL: 'https', RATE_LIMIT_MAX: '2' } });
});
afterAll(async () => {
  await app.close();
  await unlisted.close();
  await drop();
});

const call = (forwardedFor: string, peer = '10.0.0.2', target = app) =>
  target.inject({
    url: '/api/public/app-config',
    headers: { host: HOSTS.app, 'x-forwarded-for': forwardedFor },
    remoteAddress: peer,
  });

async function statuses(forwardedFors: string[], peer?: string, target?: App): Promise<number[]> {
  const found = [];
  for (const forwardedFor of forwardedFors) found.push((await call(forwardedFor, peer, target)).statusCode);
  return found;
}

describe('client addresses behind a proxy', () => {
  it('cannot be chosen by the client: a spoofed X-Forwarded-For entry does not escape the limit', async () => {
    expect(await statuses(['1.1.1.1, 203.0.113.7', '2.2.2.2, 203.0.113.7', '3.3.3.3, 203.0.113.7'])).toEqual([200, 200, 429]);
  });

  it('counts clients the proxy tells apart separately', async () => {
    expect((await call('198.51.100.9')).statusCode).toBe(200);
  });

  it('follows further hops only while they are listed proxies too', async () => {
    // 10.0.0.5 is a listed proxy, so the client is the entry before it; what comes earlier is the client's own.
    expect(await statuses(['1.1.1.1, 198.51.100.20, 10.0.0.5', '2.2.2.2, 198.51.100.20, 10.0.0.5', '198.51.100.20, 10.0.0.5'])).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy: the peer is the client', async () => {
    expect(await statuses(['198.51.100.31', '198.51.100.32', '198.51.100.33'], '203.0.113.50')).toEqual([200, 200, 429]);
  });

  it('trusts no peer without TRUSTED_PROXIES, not even loopback, even under https', async () => {
    expect(await statuses(['198.51.100.41', '198.51.100.42', '198.51.100.43'], '127.0.0.1', unlisted)).toEqual([200, 200, 429]);
  });
});
