import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from '../helpers';
import { startTestIssuer, type TestIssuer } from '../oidc-issuer';

/**
 * Issue #28 (2): the session cookies are set by the server, the refresh token in an HttpOnly cookie
 * sent only to the refresh call, so that no page script (on any subdomain) can read it.
 */
let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let issuer: TestIssuer;
const apps: App[] = [];

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  issuer = await startTestIssuer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await issuer?.close();
  await db?.drop();
});

async function appOver(protocol: 'http' | 'https') {
  const app = await createTestApp({ database: db.database, env: { ...issuer.env, PUBLIC_PROTOCOL: protocol } });
  apps.push(app);
  return app;
}

async function signIn(app: App, kind: 'stylist' | 'customer', sub: string) {
  return app.inject({
    method: 'POST',
    url: `/oidc_verify_${kind}_token`,
    headers: { host: HOSTS.app, origin: `http://${HOSTS.app}` },
    payload: { idToken: await issuer.idToken(sub) },
  });
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header.map(String) : header ? [String(header)] : [];
}

const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`)) ?? '';
const attributes = (cookie: string) => cookie.split(/;\s*/).slice(1).map((a) => a.toLowerCase());

describe('session cookies (issue #28)', () => {
  it.each([
    ['stylist', DEMO_ACCOUNTS.anna.sub],
    ['customer', DEMO_ACCOUNTS.carla.sub],
  ] as const)('a %s sign-in under https: the refresh token only in an HttpOnly, Secure, SameSite cookie on the refresh path', async (kind, sub) => {
    const app = await appOver('https');
    const response = await signIn(app, kind, sub);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userToken: expect.any(String) });
    const cookies = setCookies(response);
    const refresh = attributes(named(cookies, 'refresh_token'));
    expect(refresh).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/oidc_refresh_stylist_token', 'domain=chairly.localhost']),
    );
    expect(refresh).toContain(`max-age=${48 * 3600}`);
    // The API token is never a cookie; the signed-in hint carries no secret.
    expect(named(cookies, 'api_token')).toBe('');
    expect(named(cookies, 'signed_in')).toMatch(/^signed_in=1;/);
    expect(attributes(named(cookies, 'signed_in'))).toEqual(expect.arrayContaining(['secure', 'path=/']));
  });

  it('over plain http (local demo) the cookies are not Secure, and are still HttpOnly', async () => {
    const app = await appOver('http');
    const refresh = attributes(named(setCookies(await signIn(app, 'stylist', DEMO_ACCOUNTS.bella.sub)), 'refresh_token'));
    expect(refresh).toEqual(expect.arrayContaining(['httponly', 'samesite=strict', 'path=/oidc_refresh_stylist_token']));
    expect(refresh).not.toContain('secure');
  });

  it('a sign-in posted from another site is refused (no session cookie planted)', async () => {
    const app = await appOver('http');
    const response = await app.inject({
      method: 'POST',
      url: '/oidc_verify_stylist_token',
      headers: { host: HOSTS.app, origin: 'https://evil.example' },
      payload: { idToken: await issuer.idToken(DEMO_ACCOUNTS.anna.sub) },
    });
    expect(response.statusCode).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });
});
