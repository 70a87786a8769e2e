import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createDatabase } from '../src/db/client';
import { freePort } from '../src/db/embedded-postgres';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

describe('GET /api/health', () => {
  let app: App;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await createMigratedDatabase('none');
    drop = db.drop;
    app = await createTestApp({ database: db.database });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers ok when the database answers', async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: HOSTS.root } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers on any Host header, so load balancers can probe by address', async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(200);
  });
});

it('answers 503 when the database is unreachable', async () => {
  const port = await freePort();
  const unreachable = createDatabase(`postgres://nobody:nothing@127.0.0.1:${port}/none`, { connectionTimeoutMillis: 1000 });
  const app = await createTestApp({ database: unreachable });
  try {
    const res = await app.inject({ url: '/api/health', headers: { host: HOSTS.root } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
  } finally {
    await app.close();
    await unreachable.close();
  }
});
