import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';
import { createSignInFixture, type SignInFixture } from './sign-in-fixture';

/** A browser session: the API token from the body, the refresh token from the HttpOnly cookie. */
type Session = { userToken: string; refreshToken: string };

let f: SignInFixture;
let ip = 0;

beforeAll(async () => {
  f = await createSignInFixture();
});
afterAll(async () => f?.close());

const ORIGIN = `http://${HOSTS.app}`;

function post(url: string, { payload, headers = {} }: { payload?: object; headers?: Record<string, string> } = {}) {
  return f.app.inject({
    method: 'POST',
    url,
    headers: { host: HOSTS.app, origin: ORIGIN, ...headers },
    payload,
    remoteAddress: `10.1.0.${++ip % 250}`,
  });
}

type Response = Awaited<ReturnType<typeof post>>;

function refreshCookieOf(response: Response): string {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie) throw new Error('no refresh_token cookie set');
  return cookie.value;
}

function session(response: Response): Session {
  expect(response.statusCode).toBe(200);
  const body = response.json<{ userToken: string }>();
  expect(body).not.toHaveProperty('refreshToken');
  return { userToken: body.userToken, refreshToken: refreshCookieOf(response) };
}

async function signIn(sub: string = DEMO_ACCOUNTS.anna.sub, kind: 'stylist' | 'customer' = 'stylist'): Promise<Session> {
  return session(await post(`/oidc_verify_${kind}_token`, { payload: { idToken: await f.issuer.idToken(sub) } }));
}

const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
  post('/oidc_refresh_stylist_token', { headers: { cookie: `refresh_token=${refreshToken}`, ...headers } });

function expectRefused(response: Response) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'unable to refresh token' });
}

const bearer = (userToken: string) => ({ authorization: `Bearer ${userToken}` });
const subscription = (userToken: string) =>
  f.app.inject({ url: '/api/subscription/stylist', headers: { host: HOSTS.app, ...bearer(userToken) } });

/** Moves every rotation past the reuse grace period, as if the replay came later. */
async function ageRotations() {
  await f.db.database.pool.query("UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL");
}

describe('POST /oidc_refresh_stylist_token (the HttpOnly cookie is the credential)', () => {
  it('rotates: a new API token in the body, a new refresh cookie; the old one is spent', async () => {
    const first = await signIn();
    const response = await refresh(first.refreshToken);
    const next = session(response);
    expect(response.json()).toMatchObject({ success: true });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(await f.app.apiTokens.verify(next.userToken)).toMatchObject({ sub: DEMO_ACCOUNTS.anna.sub, subdomain: 'anna' });
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('refreshes a customer too (the API token names the account and the session)', async () => {
    const first = await signIn(DEMO_ACCOUNTS.carla.sub, 'customer');
    const claims = await f.app.apiTokens.verify(first.userToken);
    const next = session(await refresh(first.refreshToken));
    expect(await f.app.apiTokens.verify(next.userToken)).toMatchObject({
      sub: DEMO_ACCOUNTS.carla.sub,
      roles: ['ROLE_CUSTOMER'],
      customerAccountId: claims?.customerAccountId,
      sid: claims?.sid,
    });
  });

  it('refuses the body-token form and a call without the cookie, and clears the cookies when refused', async () => {
    const { refreshToken } = await signIn();
    const byBody = await post('/oidc_refresh_stylist_token', { payload: { refreshToken } });
    expectRefused(byBody);
    expectRefused(await refresh('A'.repeat(43)));
    const cleared = byBody.cookies.filter((c) => c.maxAge === 0).map((c) => c.name);
    expect(cleared.sort()).toEqual(['refresh_token', 'signed_in']);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('refuses a cross-site request (foreign or missing Origin) with 403, before touching the token', async () => {
    const { refreshToken } = await signIn();
    for (const origin of ['https://evil.example', 'null', 'http://chairly.localhost.evil.example']) {
      const response = await refresh(refreshToken, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const noOrigin = await f.app.inject({
      method: 'POST',
      url: '/oidc_refresh_stylist_token',
      headers: { host: HOSTS.app, cookie: `refresh_token=${refreshToken}` },
      remoteAddress: '10.2.0.1',
    });
    expect(noOrigin.statusCode).toBe(403);
    // A stylist's own subdomain is one of ours.
    expect((await refresh(refreshToken, { origin: `http://${HOSTS.anna}` })).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token and revokes the whole family, its API tokens included', async () => {
    const first = await signIn();
    const second = session(await refresh(first.refreshToken));
    expect((await subscription(second.userToken)).statusCode).toBe(200);
    await ageRotations();
    expectRefused(await refresh(first.refreshToken));
    // The legitimate holder's current token is revoked too: whoever stole a token gains nothing.
    expectRefused(await refresh(second.refreshToken));
    expect((await subscription(second.userToken)).statusCode).toBe(401);
    const other = await signIn();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken } = await signIn();
    await f.db.database.pool.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE rotated_at IS NULL AND revoked_at IS NULL");
    expectRefused(await refresh(refreshToken));
  });

  it('answers 50 concurrent refreshes of one token with 50 distinct successors of one session (tabs racing), no 5xx', async () => {
    const { refreshToken } = await signIn(DEMO_ACCOUNTS.bella.sub);
    const responses = await Promise.all(Array.from({ length: 50 }, () => refresh(refreshToken)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const successors = responses.map(session);
    expect(new Set(successors.map((s) => s.refreshToken)).size).toBe(50);
    // Whichever answer the browser kept goes on; once one is used the family has moved on, and the
    // old token is refused (within the grace period without ending the session).
    expect((await refresh(successors[7]!.refreshToken)).statusCode).toBe(200);
    expectRefused(await refresh(refreshToken));
  });

  it('gives a token whose rotations never reached the browser (pages left mid-refresh) a successor again, until one is used', async () => {
    const { refreshToken } = await signIn();
    const lost = session(await refresh(refreshToken)); // the answers the pages never received
    const lostAgain = session(await refresh(refreshToken));
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(200);
    const kept = session(again);
    expect(new Set([lost.refreshToken, lostAgain.refreshToken, kept.refreshToken]).size).toBe(3);
    expect(await f.app.apiTokens.verify(kept.userToken)).not.toBeNull();
    // The browser uses what it kept: the family has moved on, and the old token is refused without
    // ending the session (the browser holds a successor).
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);
    expectRefused(await refresh(refreshToken));
  });

  it('puts the subdomain into the API token once the stylist has registered', async () => {
    const tokens = await signIn(DEMO_ACCOUNTS.newStylist.sub);
    expect((await f.app.apiTokens.verify(tokens.userToken))?.subdomain).toBeNull();
    const { rows: [zone] } = await f.db.database.pool.query("SELECT id FROM time_zones WHERE name = 'Europe/Berlin'");
    const registered = await f.app.inject({
      method: 'POST',
      url: '/api/stylist/register',
      headers: { host: HOSTS.app, ...bearer(tokens.userToken) },
      payload: { businessName: 'Nora Nails', subdomain: 'nora', name: 'Nora', lastname: 'Neu', timeZone: zone.id },
    });
    expect(registered.statusCode).toBe(200);
    const next = session(await refresh(tokens.refreshToken));
    expect(await f.app.apiTokens.verify(next.userToken)).toMatchObject({ subdomain: 'nora' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its refresh cookie and the API tokens already issued stop working', async () => {
    const first = await signIn();
    const second = session(await refresh(first.refreshToken));
    expect((await subscription(first.userToken)).statusCode).toBe(200);
    const response = await post('/api/auth/logout', { headers: bearer(second.userToken) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.filter((c) => c.maxAge === 0).map((c) => c.name).sort()).toEqual(['refresh_token', 'signed_in']);
    expectRefused(await refresh(second.refreshToken));
    // Both API tokens of the session (before and after the rotation) are refused now.
    expect((await subscription(first.userToken)).statusCode).toBe(401);
    expect((await subscription(second.userToken)).statusCode).toBe(401);
  });

  it("stops the session's API tokens on another instance too (revocation is notified through PostgreSQL)", async () => {
    const { createTestApp } = await import('./helpers');
    const other = await createTestApp({ database: f.db.database, env: f.issuer.env });
    try {
      const tokens = await signIn(DEMO_ACCOUNTS.bella.sub);
      const onOther = () => other.inject({ url: '/api/subscription/stylist', headers: { host: HOSTS.app, ...bearer(tokens.userToken) } });
      expect((await onOther()).statusCode).toBe(200); // now in the other instance's verified-token cache
      expect((await post('/api/auth/logout', { headers: bearer(tokens.userToken) })).statusCode).toBe(204);
      await other.revokedSessions.synced();
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers 204 without a token, 401 for a lapsed or unknown one (to be refreshed), and leaves other sessions alone', async () => {
    const other = await signIn();
    expect((await post('/api/auth/logout', { headers: bearer('not.a.token') })).statusCode).toBe(401);
    expect((await post('/api/auth/logout')).statusCode).toBe(204);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });
});
