import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  drop = db.drop;
  // Behind one load balancer (https): only the address it appends is trusted.
  app = await createTestApp({ database: db.database, env: { PUBLIC_PROTOCOL: 'https', RATE_LIMIT_MAX: '2' } });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = (forwardedFor: string) =>
  app.inject({
    url: '/api/public/app-config',
    headers: { host: HOSTS.app, 'x-forwarded-for': forwardedFor },
    remoteAddress: '10.0.0.2',
  });

describe('client addresses behind a proxy', () => {
  it('cannot be chosen by the client: a spoofed X-Forwarded-For entry does not escape the limit', async () => {
    const statuses = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await call(`${spoofed}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('counts clients the proxy tells apart separately', async () => {
    expect((await call('198.51.100.9')).statusCode).toBe(200);
  });
});
