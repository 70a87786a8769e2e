import { Writable } from 'node:stream';
import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildApp } from '../src/app';
import { createLogger } from '../src/lib/logger';
import { createMigratedDatabase, createTestApp, HOSTS, testConfig } from './helpers';
import { startTestIssuer, type TestIssuer } from './oidc-issuer';

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let issuer: TestIssuer;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  issuer = await startTestIssuer();
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ config: testConfig(issuer.env), db: db.database, logger: createLogger('trace', sink), webDist: '/nonexistent' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await issuer?.close();
  await db?.drop();
});

const post = (target: App, url: string, payload: object) => target.inject({ method: 'POST', url, headers: { host: HOSTS.app }, payload });

describe('sign-in secrets in logs', () => {
  it('never writes ID tokens, API tokens or refresh tokens to the log, even at trace level', async () => {
    const idToken = await issuer.idToken(DEMO_ACCOUNTS.anna.sub);
    const signIn = await post(app, '/oidc_verify_stylist_token', { idToken });
    const { userToken } = signIn.json<{ userToken: string }>();
    const refreshToken = signIn.cookies.find((c) => c.name === 'refresh_token')!.value;
    const byCookie = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/oidc_refresh_stylist_token',
        headers: { host: HOSTS.app, origin: `http://${HOSTS.app}`, cookie: `refresh_token=${token}` },
      });
    const refreshed = await byCookie(refreshToken);
    const next = refreshed.cookies.find((c) => c.name === 'refresh_token')!.value;
    await byCookie(refreshToken); // reuse: a failure path
    await app.inject({ method: 'GET', url: '/api/subscription/stylist', headers: { host: HOSTS.app, authorization: `Bearer ${userToken}` } });
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { host: HOSTS.app, authorization: `Bearer ${userToken}` } });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [idToken, userToken, refreshToken, next]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('an unreachable issuer', () => {
  it('answers 503 (not 401) while the issuer cannot be reached', async () => {
    const down = await startTestIssuer();
    const idToken = await down.idToken('while-down');
    await down.close();
    const offline = await createTestApp({ database: db.database, env: down.env });
    try {
      const response = await post(offline, '/oidc_verify_stylist_token', { idToken });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      await offline.close();
    }
  });
});
