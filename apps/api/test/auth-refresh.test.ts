import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from './helpers';
import { createSignInFixture, type SignInFixture } from './sign-in-fixture';

type Tokens = { userToken: string; refreshToken: string };

let f: SignInFixture;
let ip = 0;

beforeAll(async () => {
  f = await createSignInFixture();
});
afterAll(async () => f?.close());

function post(url: string, payload?: object) {
  return f.app.inject({ method: 'POST', url, headers: { host: HOSTS.app }, payload, remoteAddress: `10.1.0.${++ip % 250}` });
}

async function signIn(sub: string = DEMO_ACCOUNTS.anna.sub): Promise<Tokens> {
  const response = await post('/oidc_verify_stylist_token', { idToken: await f.issuer.idToken(sub) });
  expect(response.statusCode).toBe(200);
  return response.json<Tokens>();
}

const refresh = (refreshToken: string) => post('/oidc_refresh_stylist_token', { refreshToken });

function expectRefused(response: Awaited<ReturnType<typeof refresh>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'unable to refresh token' });
}

/** Moves every rotation past the reuse grace period, as if the replay came later. */
async function ageRotations() {
  await f.db.database.pool.query("UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL");
}

describe('POST /oidc_refresh_stylist_token', () => {
  it('rotates: a new API token and a new refresh token; the old one is spent', async () => {
    const first = await signIn();
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json<Tokens & { success: boolean }>();
    expect(next.success).toBe(true);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(await f.app.apiTokens.verify(next.userToken)).toMatchObject({ sub: DEMO_ACCOUNTS.anna.sub, subdomain: 'anna' });
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    await ageRotations();
    expectRefused(await refresh(first.refreshToken));
    // The legitimate holder's current token is revoked too: whoever stole a token gains nothing.
    expectRefused(await refresh(second.refreshToken));
    const other = await signIn();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken } = await signIn();
    await f.db.database.pool.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE rotated_at IS NULL AND revoked_at IS NULL");
    expectRefused(await refresh(refreshToken));
  });

  it('refuses an unknown token, and a malformed body with 400', async () => {
    expectRefused(await refresh('A'.repeat(43)));
    expect((await post('/oidc_refresh_stylist_token', { refreshToken: '' })).statusCode).toBe(400);
    expect((await post('/oidc_refresh_stylist_token', { refreshToken: 'x', more: 1 })).statusCode).toBe(400);
  });

  it('lets exactly one of 50 concurrent refreshes of one token succeed, and keeps the winner valid', async () => {
    const { refreshToken } = await signIn(DEMO_ACCOUNTS.bella.sub);
    const responses = await Promise.all(Array.from({ length: 50 }, () => refresh(refreshToken)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(49);
    // The refused ones came within the grace period (two tabs racing), not a replay: the
    // successor stays usable.
    const winner = responses.find((r) => r.statusCode === 200)!.json<Tokens>();
    expect((await refresh(winner.refreshToken)).statusCode).toBe(200);
  });

  it('puts the subdomain into the API token once the stylist has registered', async () => {
    const tokens = await signIn(DEMO_ACCOUNTS.newStylist.sub);
    expect((await f.app.apiTokens.verify(tokens.userToken))?.subdomain).toBeNull();
    const { rows: [zone] } = await f.db.database.pool.query("SELECT id FROM time_zones WHERE name = 'Europe/Berlin'");
    const registered = await f.app.inject({
      method: 'POST',
      url: '/api/stylist/register',
      headers: { host: HOSTS.app, authorization: `Bearer ${tokens.userToken}` },
      payload: { businessName: 'Nora Nails', subdomain: 'nora', name: 'Nora', lastname: 'Neu', timeZone: zone.id },
    });
    expect(registered.statusCode).toBe(200);
    const next = (await refresh(tokens.refreshToken)).json<Tokens>();
    expect(await f.app.apiTokens.verify(next.userToken)).toMatchObject({ subdomain: 'nora' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family: neither the current nor earlier tokens refresh any more', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).json<Tokens>();
    const response = await post('/api/auth/logout', { refreshToken: second.refreshToken });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectRefused(await refresh(second.refreshToken));
  });

  it('answers 204 for an unknown token or none, and leaves other sessions alone', async () => {
    const other = await signIn();
    expect((await post('/api/auth/logout', { refreshToken: 'unknown-token' })).statusCode).toBe(204);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(204);
    expect((await post('/api/auth/logout')).statusCode).toBe(204);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });
});
