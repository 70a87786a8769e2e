import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { buildTestApp, createMigratedDatabase, createWebDist, HOSTS } from '../helpers';

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const db = await createMigratedDatabase('demo');
  drop = db.drop;
  app = await buildTestApp({ database: db.database, webDist: await createWebDist() });
  // A route that fails the way a bug would: its internals must not reach the client.
  app.get('/api/security-test/boom', async () => {
    throw new Error('secret internals: SELECT * FROM stylists at /work/main/apps/api/src/db.ts:12');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name = '', ...values] = d.split(/\s+/);
      return [name, values] as const;
    }),
  );
}

const RESPONSES: [string, string, string, Record<string, unknown>?][] = [
  ['the SPA document', HOSTS.anna, '/'],
  ['the SPA document of the back office', HOSTS.anna, '/apps/calendar'],
  ['an API response', HOSTS.app, '/api/public/app-config'],
  ['an API 401', HOSTS.app, '/api/services'],
  ['an API 404', HOSTS.app, '/api/nothing-here'],
  ['an API 500', HOSTS.app, '/api/security-test/boom'],
];

describe('security headers', () => {
  it.each(RESPONSES)('%s: CSP, nosniff, Referrer-Policy, no X-Powered-By', async (_name, host, url) => {
    const res = await app.inject({ url, headers: { host } });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*(?!\.tile\.openstreetmap\.org)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['server']).toBeUndefined();
  });

  it('the SPA document is HTML served under that CSP', async () => {
    const res = await app.inject({ url: '/', headers: { host: HOSTS.anna } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('errors never leak internals', () => {
  it('an unexpected error answers 500 with the generic body only', async () => {
    const res = await app.inject({ url: '/api/security-test/boom', headers: { host: HOSTS.app } });
    expect(res.statusCode).toBe(500);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'requestId']);
    expect(res.json()).toMatchObject({ code: 'INTERNAL', message: 'Internal server error' });
    expect(res.body).not.toMatch(/secret|SELECT|stylists|\.ts:\d+|stack/i);
  });

  it.each([
    ['malformed JSON', { method: 'POST', url: '/oidc_verify_stylist_token', payload: '{"idToken":', headers: { 'content-type': 'application/json' } }],
    ['unsupported content type', { method: 'POST', url: '/oidc_verify_stylist_token', payload: '<x/>', headers: { 'content-type': 'application/xml' } }],
    ['a body over the limit', { method: 'POST', url: '/oidc_verify_stylist_token', payload: JSON.stringify({ idToken: 'x'.repeat(1_100_000) }), headers: { 'content-type': 'application/json' } }],
    ['a bad path parameter', { method: 'GET', url: '/api/services/99999999999999999999999', headers: {} }],
    ['a bad bearer token', { method: 'GET', url: '/api/services', headers: { authorization: 'Bearer a.b.c' } }],
  ] as const)('%s: a 4xx in the one error shape, no stack', async (_name, request) => {
    const res = await app.inject({ ...request, headers: { host: HOSTS.app, ...request.headers } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String), requestId: expect.any(String) });
    expect(res.body).not.toMatch(/"stack"|\bat .+\.[jt]s:\d+|node_modules/);
  });
});
