import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COOKIE_NAMES, ROLES } from '@chairly/shared/constants';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch, setApiOrigin } from './api-client';
import { setupAuth } from './auth-setup';
import { clearAuthCookies, readApiToken, readCookie, storeTokens, writeCookie } from './cookies';
import { getSession } from './session';

/** An unsigned JWT-shaped token: the SPA only reads the claims, the server checks the signature. */
function tokenFor(version: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: 's1', roles: [ROLES.stylist], stylistId: 7, subdomain: 'anna', v: version };
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'none' })}.${encode({ ...claims, exp })}.sig`;
}

/**
 * A tiny API: `/api/data` accepts only the newest token; refresh rotates (or refuses, on demand).
 * The refresh cookie is HttpOnly: the SPA never sends it itself, so the API here plays the browser's
 * part too (the refresh call must carry no token in its body or headers).
 */
type Behaviour = { refreshSucceeds: boolean; otherTabRotates: boolean };
const state = { refreshCalls: 0, dataCalls: 0, validToken: tokenFor(2), refreshBodies: [] as string[] };
const behaviour: Behaviour = { refreshSucceeds: true, otherTabRotates: false };
const held: ServerResponse[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(request);
  if (request.url === '/oidc_refresh_stylist_token') {
    state.refreshCalls += 1;
    state.refreshBodies.push(body + (request.headers.authorization ?? ''));
    // Another tab (on another host) won the race: this first call is refused without ending the
    // session (the server leaves the signed_in hint), and the browser holds the successor by the retry.
    const lostRace = behaviour.otherTabRotates && state.refreshCalls === 1;
    if (!behaviour.refreshSucceeds || lostRace) {
      if (!lostRace) writeCookie(COOKIE_NAMES.signedIn, '', 0); // the server clears a dead session's hint
      send(response, 401, { code: 'UNAUTHORIZED', message: 'unable to refresh token' });
      return;
    }
    send(response, 200, { success: true, userToken: state.validToken });
    return;
  }
  if (request.url?.startsWith('/api/subscription/stylist')) {
    send(response, 200, {
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: null,
      priceId: null,
    });
    return;
  }
  state.dataCalls += 1;
  if (request.headers.authorization === `Bearer ${state.validToken}`) {
    send(response, 200, { ok: true });
    return;
  }
  // Hold the 401s until two calls are waiting, so both really are concurrent.
  held.push(response);
  if (held.length < 2) return;
  for (const waiting of held.splice(0))
    send(waiting, 401, { code: 'UNAUTHORIZED', message: 'expired' });
}

let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiOrigin('');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  Object.assign(state, { refreshCalls: 0, dataCalls: 0, refreshBodies: [] });
  behaviour.refreshSucceeds = true;
  behaviour.otherTabRotates = false;
  await setupAuth({
    baseDomain: 'localhost',
    appOrigin: 'http://app.localhost:3000',
    secure: false,
  });
  storeTokens({ userToken: tokenFor(1) });
  writeCookie(COOKIE_NAMES.signedIn, '1', 60);
});
afterEach(() => clearAuthCookies());

describe('401 → one shared refresh → retry (real HTTP server)', () => {
  it('refreshes once for two concurrent 401s and retries each call once with the new token', async () => {
    const results = await Promise.all([
      apiFetch('/api/data', { auth: true }),
      apiFetch('/api/data', { auth: true }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(state.refreshCalls).toBe(1);
    expect(state.dataCalls).toBe(4);
    // The new API token is kept in memory only; the refresh call carried nothing but its cookie.
    expect(readApiToken()).toBe(state.validToken);
    expect(state.refreshBodies).toEqual(['']);
    expect(document.cookie).not.toContain(state.validToken);
    expect(readCookie(COOKIE_NAMES.apiToken)).toBeNull();
    expect(readCookie(COOKIE_NAMES.isSubscribed)).toBe('true');
    expect(getSession()).toMatchObject({ isLoggedIn: true, stylistId: 7, subdomain: 'anna' });
  });

  it('signs the user out when the refresh is refused, and the call fails with its 401', async () => {
    behaviour.refreshSucceeds = false;
    const outcomes = await Promise.allSettled([
      apiFetch('/api/data', { auth: true }),
      apiFetch('/api/data', { auth: true }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(outcomes[0]).toMatchObject({ reason: { status: 401 } });
    expect(state.refreshCalls).toBe(1);
    expect(state.dataCalls).toBe(2);
    expect(readApiToken()).toBeNull();
    expect(readCookie(COOKIE_NAMES.signedIn)).toBeNull();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('keeps the session when another tab rotated the token a moment earlier (tries once more)', async () => {
    behaviour.otherTabRotates = true;
    const results = await Promise.all([
      apiFetch('/api/data', { auth: true }),
      apiFetch('/api/data', { auth: true }),
    ]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(state.refreshCalls).toBe(2);
    expect(readApiToken()).toBe(state.validToken);
    expect(getSession().isLoggedIn).toBe(true);
  });
});

describe('page load', () => {
  it('gets this tab its API token from the refresh cookie when the signed_in hint is there', async () => {
    clearAuthCookies();
    writeCookie(COOKIE_NAMES.signedIn, '1', 60);
    await setupAuth({ baseDomain: 'localhost', appOrigin: 'http://app.localhost:3000', secure: false });
    expect(state.refreshCalls).toBe(1);
    expect(getSession()).toMatchObject({ isLoggedIn: true, stylistId: 7 });
  });

  it('calls nothing for a signed-out visitor', async () => {
    clearAuthCookies();
    await setupAuth({ baseDomain: 'localhost', appOrigin: 'http://app.localhost:3000', secure: false });
    expect(state.refreshCalls).toBe(0);
    expect(getSession().isLoggedIn).toBe(false);
  });
});
