import { copyFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, createWebDist, HOSTS } from './helpers';

/** The web app's public folder: the icons and the static manifest the build copies into dist. */
const WEB_PUBLIC = fileURLToPath(new URL('../../web/public/', import.meta.url));

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('demo');
  drop = db.drop;
  // A dist with the committed icons, as `vite build` copies them from public/.
  const dist = await createWebDist();
  await mkdir(path.join(dist, 'icons'));
  for (const file of ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png']) {
    await copyFile(path.join(WEB_PUBLIC, 'icons', file), path.join(dist, 'icons', file));
  }
  app = await createTestApp({ database: db.database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function manifestOf(host: string, query = '') {
  const res = await app.inject({ url: `/manifest.webmanifest${query}`, headers: { host } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json<Manifest>();
}

describe('GET /manifest.webmanifest', () => {
  it("installs a stylist's subdomain as her business, standalone, in the app's colours", async () => {
    const manifest = await manifestOf(HOSTS.anna);
    expect(manifest).toMatchObject({
      id: '/',
      name: "Anna's Beauty Studio",
      short_name: "Anna's",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7048e8',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('installs her booking page as a second app that starts at the booking page', async () => {
    const manifest = await manifestOf(HOSTS.anna, '?app=booking');
    expect(manifest).toMatchObject({ id: '/services/book', name: "Anna's Beauty Studio", start_url: '/services/book', scope: '/', display: 'standalone' });
  });

  it('refuses an unknown app with a 400 in the one error shape', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest?app=admin', headers: { host: HOSTS.anna } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  });

  it('names every other host, and an unknown subdomain, Chairly', async () => {
    for (const host of [HOSTS.root, HOSTS.app, 'nobody-here.chairly.localhost']) {
      const manifest = await manifestOf(host);
      expect(manifest.name).toBe('Chairly');
      expect(manifest.short_name).toBe('Chairly');
      expect((await manifestOf(host, '?app=booking')).start_url).toBe('/');
    }
  });

  it("matches the static copy the web build ships for a server without the API (the landing host's answer)", async () => {
    const fallback: unknown = JSON.parse(await readFile(path.join(WEB_PUBLIC, 'manifest.webmanifest'), 'utf8'));
    expect(await manifestOf(HOSTS.root)).toEqual(fallback);
  });

  it('lists icons that are served as PNGs of the stated size, and the apple-touch-icon', async () => {
    const { icons } = await manifestOf(HOSTS.anna);
    const files = [...icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split('x')[0]) })), { src: '/icons/apple-touch-icon.png', size: 180 }];
    for (const { src, size } of files) {
      const res = await app.inject({ url: src, headers: { host: HOSTS.anna } });
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type'], src).toBe('image/png');
      // PNG signature, then the IHDR chunk's width and height.
      const png = res.rawPayload;
      expect(png.subarray(1, 4).toString('latin1'), src).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], src).toEqual([size, size]);
    }
  });
});
