import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createMigratedDatabase, createTestApp, createWebDist, HOSTS } from './helpers';

let app: App;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  database = db.database;
  drop = db.drop;
  app = await createTestApp({ database, webDist: await createWebDist() });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('serving the SPA', () => {
  it.each([
    [HOSTS.root, '/'],
    [HOSTS.root, '/terms-conditions'],
    [`www.${HOSTS.root}`, '/'],
    [HOSTS.app, '/login'],
    [HOSTS.anna, '/apps/stylist/setting?activeTab=payment'],
    [`${HOSTS.anna}:3000`, '/services/booking/12'],
  ])('%s%s → index.html, not cached', async (host, url) => {
    const res = await app.inject({ url, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable, other files briefly cached', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: { host: HOSTS.anna } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('chairly');
    const icon = await app.inject({ url: '/favicon.svg', headers: { host: HOSTS.root } });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build\'s precompressed copy to a browser that accepts it, the plain file otherwise', async () => {
    const dist = await createWebDist();
    const source = `console.log(${JSON.stringify('chairly '.repeat(400))});`;
    await writeFile(path.join(dist, 'assets', 'big-abc123.js'), source);
    await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(source));
    await writeFile(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(source));
    const served = await createTestApp({ database, webDist: dist });
    try {
      const url = '/assets/big-abc123.js';
      const br = await served.inject({ url, headers: { host: HOSTS.anna, 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
      const gz = await served.inject({ url, headers: { host: HOSTS.anna, 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
      const plain = await served.inject({ url, headers: { host: HOSTS.anna } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(source);
    } finally {
      await served.close();
    }
  });

  it('serves the service worker uncached, so a new worker reaches browsers at their next visit', async () => {
    const dist = await createWebDist();
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    const served = await createTestApp({ database, webDist: dist });
    try {
      const res = await served.inject({ url: '/sw.js', headers: { host: HOSTS.anna } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await served.close();
    }
  });

  it('a missing asset is a 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/index-old999.js', headers: { host: HOSTS.anna } });
    expect(res.statusCode).toBe(404);
  });

  it('/api never falls back to index.html', async () => {
    for (const url of ['/api', '/api/', '/api/no-such-module/item', '/api/index.html']) {
      const res = await app.inject({ url, headers: { host: HOSTS.anna } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses hosts outside the base domain with 421', async () => {
    for (const host of ['evil.example', 'chairly.localhost.evil.example', 'a.b.chairly.localhost', '127.0.0.1:3000']) {
      const page = await app.inject({ url: '/', headers: { host } });
      expect(page.statusCode).toBe(421);
      expect(page.body).not.toContain('<div id="root">');
      expect((await app.inject({ url: '/api/public/app-config', headers: { host } })).statusCode).toBe(421);
    }
  });

  it('explains with a 503 page when the SPA has not been built', async () => {
    const unbuilt = await createTestApp({ database });
    try {
      const res = await unbuilt.inject({ url: '/apps/calendar', headers: { host: HOSTS.anna } });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await unbuilt.inject({ url: '/api/public/app-config', headers: { host: HOSTS.anna } })).statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe('GET /api/public/app-config', () => {
  it('tells the SPA its domain, URLs and sign-in provider', async () => {
    const res = await app.inject({ url: '/api/public/app-config', headers: { host: HOSTS.app } });
    expect(res.json()).toEqual({
      baseDomain: 'chairly.localhost',
      publicProtocol: 'http',
      publicPort: 3000,
      oidc: { issuer: 'http://localhost:3001', clientId: 'chairly-web' },
      paymentProvider: 'sandbox',
    });
  });
});
