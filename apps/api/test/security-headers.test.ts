import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, createWebDist, HOSTS } from './helpers';

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  drop = db.drop;
  app = await createTestApp({
    database: db.database,
    webDist: await createWebDist(),
    env: { OIDC_ISSUER: 'https://login.example.com/realms/chairly' },
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '').split(';').filter(Boolean).map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('security headers', () => {
  it.each([
    ['the SPA index', HOSTS.anna, '/apps/calendar'],
    ['the landing page', HOSTS.root, '/'],
    ['an API response', HOSTS.app, '/api/public/app-config'],
    ['an API error', HOSTS.app, '/api/missing'],
  ])('%s carries the strict CSP and the other headers', async (_name, host, url) => {
    const res = await app.inject({ url, headers: { host } });
    expect(directives(res.headers['content-security-policy'] as string)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob: https://*.tile.openstreetmap.org",
      'font-src': "'self' data:",
      'connect-src': "'self' https://login.example.com",
      'form-action': "'self' https://login.example.com",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
    });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // helmet's other defaults, computed once per process (issue #22), on every response.
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('CORS stays closed without CORS_ORIGINS', async () => {
    const res = await app.inject({ url: '/api/public/app-config', headers: { host: HOSTS.app, origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the API docs page loads only same-origin scripts, and the OpenAPI lists the routes', async () => {
    const page = await app.inject({ url: '/api/docs/', headers: { host: HOSTS.root } });
    expect(page.statusCode).toBe(200);
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\.?\.?\/?[^":]*"/);
    expect(directives(page.headers['content-security-policy'] as string)['script-src']).toBe("'self'");
    const doc = await app.inject({ url: '/api/docs/json', headers: { host: HOSTS.root } });
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/public/app-config', '/api/time_zone_dictionaries']),
    );
    expect(JSON.stringify(doc.json().paths['/api/time_zone_dictionaries'])).toContain('itemsPerPage');
  });
});

describe('with CORS_ORIGINS and https', () => {
  it('allows exactly the listed origins and sends HSTS', async () => {
    const db = await createMigratedDatabase('none');
    const corsApp = await createTestApp({
      database: db.database,
      env: { CORS_ORIGINS: 'https://partner.example', PUBLIC_PROTOCOL: 'https' },
    });
    try {
      const allowed = await corsApp.inject({ url: '/api/public/app-config', headers: { host: HOSTS.app, origin: 'https://partner.example' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(allowed.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const other = await corsApp.inject({ url: '/api/public/app-config', headers: { host: HOSTS.app, origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await corsApp.close();
      await db.drop();
    }
  });
});

describe('in stripe mode', () => {
  it("lets Stripe.js and its card fields run from Stripe's origins only", async () => {
    const db = await createMigratedDatabase('none');
    const stripeApp = await createTestApp({
      database: db.database,
      webDist: await createWebDist(),
      env: { STRIPE_SECRET_KEY: 'sk_test_csp', STRIPE_WEBHOOK_SECRET: 'whsec_csp' },
    });
    try {
      const res = await stripeApp.inject({ url: '/services/book', headers: { host: HOSTS.anna } });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['script-src']).toBe("'self' https://js.stripe.com");
      expect(csp['frame-src']).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
      expect(csp['connect-src']).toContain('https://api.stripe.com');
      expect(csp['frame-ancestors']).toBe("'none'");
    } finally {
      await stripeApp.close();
      await db.drop();
    }
  });
});
