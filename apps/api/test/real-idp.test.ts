import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startIdp, type RunningIdp } from '@chairly/idp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

const CLIENT_ID = 'chairly-api-test';
const REDIRECT_URI = 'http://app.chairly.localhost:3000/login-callback';

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let idp: RunningIdp;
let dataDir: string;
let app: App;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-api-idp-'));
  const port = await freePort();
  const quiet = () => undefined;
  idp = await startIdp({
    issuer: `http://localhost:${port}`,
    port,
    databaseUrl: db.url,
    dataDir,
    seedDemoAccounts: true,
    clients: [{ clientId: CLIENT_ID, redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [] }],
    logger: { info: quiet, warn: quiet, error: quiet },
  });
  app = await createTestApp({ database: db.database, env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: CLIENT_ID } });
});
afterAll(async () => {
  await app?.close();
  await idp?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Code + PKCE through the dev provider's sign-in page, as the browser does it; returns the ID token. */
async function signInAtIdp(email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, idp.issuer), { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const follow = async (response: Response, from: string) => {
    let url = from;
    for (let current = response; ; ) {
      const location = current.headers.get('location');
      if (!location) return url;
      url = new URL(location, url).toString();
      if (url.startsWith(REDIRECT_URI)) return url;
      current = await send(url);
    }
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    nonce: randomBytes(8).toString('hex'),
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const start = `${idp.issuer}/auth?${query}`;
  const interaction = await follow(await send(start), start);
  const form = await send(`${interaction}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const callback = new URL(await follow(form, interaction));
  const token = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://app.chairly.localhost:3000' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  return String(((await token.json()) as { id_token?: string }).id_token);
}

describe('sign-in with the dev identity provider', () => {
  it("exchanges a real ID token for Anna's API token, then refreshes it", async () => {
    const idToken = await signInAtIdp(DEMO_ACCOUNTS.anna.email, DEMO_PASSWORD);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { host: HOSTS.app }, payload });
    const verified = await post('/oidc_verify_stylist_token', { idToken });
    expect(verified.statusCode).toBe(200);
    const { userToken } = verified.json<{ userToken: string }>();
    const refreshToken = verified.cookies.find((c) => c.name === 'refresh_token')?.value;
    expect(await app.apiTokens.verify(userToken)).toMatchObject({ sub: DEMO_ACCOUNTS.anna.sub, subdomain: 'anna', roles: ['ROLE_STYLIST'] });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/oidc_refresh_stylist_token',
      headers: { host: HOSTS.app, origin: `http://${HOSTS.app}`, cookie: `refresh_token=${refreshToken}` },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it("signs Carla in as a customer with the same provider's ID token", async () => {
    const idToken = await signInAtIdp(DEMO_ACCOUNTS.carla.email, DEMO_PASSWORD);
    const response = await app.inject({ method: 'POST', url: '/oidc_verify_customer_token', headers: { host: HOSTS.app }, payload: { idToken } });
    expect(response.statusCode).toBe(200);
    const claims = await app.apiTokens.verify(response.json<{ userToken: string }>().userToken);
    expect(claims).toMatchObject({ sub: DEMO_ACCOUNTS.carla.sub, roles: ['ROLE_CUSTOMER'], stylistId: null });
  });
});
