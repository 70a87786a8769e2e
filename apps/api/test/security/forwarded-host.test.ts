import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from '../helpers';

const BELLA = 'bella.chairly.localhost';
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.9';
/** Demo services (src/db/seed/services.ts): one of anna's, one of bella's. */
const ANNA_SERVICE = "Women's cut &amp; blow-dry";
const BELLA_SERVICE = 'Gel manicure';

// A stand-in for the web build's renderer with the real one's contract: the page is chosen by the
// host it is given, its data read through the in-process fetch (apps/web/src/ssr/entry-server.tsx).
const RENDERER = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderPage(request) {
  if (request.url !== '/services/book') return null;
  const answer = await request.fetch('/api/public/services', { method: 'GET', headers: { Accept: 'application/json' } });
  const names = answer.status === 200 ? (await answer.json())['hydra:member'].map((service) => escape(service.name)) : [];
  const html = '<main><h1>' + request.protocol + '//' + request.hostname + '</h1><ul><li>' + names.join('</li><li>') + '</li></ul></main>';
  return { html, language: 'en', stateScript: '', modules: [] };
}
`;

async function webDistWithRenderer(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'chairly-forwarded-host-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Chairly</title></head><body><div id="root"><!--ssr-outlet--><!--/ssr-outlet--></div><!--ssr-state--></body></html>');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), RENDERER);
  return dist;
}

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('demo');
  drop = db.drop;
  // Behind https with one known load balancer: only 10.0.0.0/8 may speak for the visitor.
  app = await createTestApp({
    database: db.database,
    webDist: await webDistWithRenderer(),
    env: { PUBLIC_PROTOCOL: 'https', TRUSTED_PROXIES: '10.0.0.0/8', RATE_LIMIT_MAX: '100000' },
  });
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const page = (peer: string, headers: Record<string, string>) => app.inject({ url: '/services/book', headers, remoteAddress: peer });
const serviceNames = async (peer: string, headers: Record<string, string>) =>
  ((await app.inject({ url: '/api/public/services', headers, remoteAddress: peer })).json() as { 'hydra:member': { name: string }[] })['hydra:member'].map((s) => s.name);

describe('X-Forwarded-Host from an untrusted peer', () => {
  const spoofed = { host: HOSTS.anna, 'x-forwarded-host': BELLA, 'x-forwarded-proto': 'https', 'accept-language': 'en' };

  it('does not change the tenant', async () => {
    const names = await serviceNames(CLIENT, spoofed);
    expect(names).toContain("Women's cut & blow-dry");
    expect(names).not.toContain(BELLA_SERVICE);
  });

  it("renders anna's page with anna's services, and leaves bella's page (and its cache) alone", async () => {
    const forged = await page(CLIENT, spoofed);
    expect(forged.statusCode).toBe(200);
    expect(forged.body).toContain(`<h1>http://${HOSTS.anna}</h1>`);
    expect(forged.body).toContain(ANNA_SERVICE);
    expect(forged.body).not.toContain(BELLA_SERVICE);

    // The next visitor of bella's page, same page and language: bella's services, not the forged render.
    const bella = await page('198.51.100.4', { host: BELLA, 'accept-language': 'en' });
    expect(bella.body).toContain(`<h1>http://${BELLA}</h1>`);
    expect(bella.body).toContain(BELLA_SERVICE);
    expect(bella.body).not.toContain(ANNA_SERVICE);
  });
});

describe('X-Forwarded-Host from a trusted proxy', () => {
  const forwarded = { host: HOSTS.anna, 'x-forwarded-host': BELLA, 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT, 'accept-language': 'de' };

  it('decides the tenant', async () => {
    const names = await serviceNames(PROXY, forwarded);
    expect(names).toContain(BELLA_SERVICE);
    expect(names).not.toContain("Women's cut & blow-dry");
  });

  it('renders that host’s page, and the in-process calls behind the render read the same tenant', async () => {
    const rendered = await page(PROXY, forwarded);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.body).toContain(`<h1>https://${BELLA}</h1>`);
    expect(rendered.body).toContain(BELLA_SERVICE);
    expect(rendered.body).not.toContain(ANNA_SERVICE);
  });
});
