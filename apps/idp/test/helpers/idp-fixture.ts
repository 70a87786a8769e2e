import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../../../scripts/test/pg';
import { startIdp, type IdpOptions, type RunningIdp } from '../../src/index';
import { createBrowser, type Browser } from './browser';

export const CLIENT_ID = 'chairly-test';
export const APP = 'http://app.chairly.localhost:3000';
export const REDIRECT_URI = `${APP}/login-callback`;
export const POST_LOGOUT_URI = 'http://chairly.localhost:3000/';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export type TestIdp = RunningIdp & {
  dataDir: string;
  restart: () => Promise<TestIdp>;
  cleanup: () => Promise<void>;
};

export async function startTestIdp(
  databaseUrl: string,
  extra: Partial<IdpOptions> = {},
  dataDir?: string,
): Promise<TestIdp> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'chairly-idp-')));
  const port = await freePort();
  const idp = await startIdp({
    issuer: `http://localhost:${port}`,
    port,
    databaseUrl,
    dataDir: dir,
    seedDemoAccounts: true,
    clients: [
      {
        clientId: CLIENT_ID,
        redirectUris: [REDIRECT_URI, `${APP}/login-customer-callback`],
        postLogoutRedirectUris: [POST_LOGOUT_URI],
      },
    ],
    logger: {
      info: () => undefined,
      warn: () => undefined,
      error: (fields, message) => console.error(message, fields),
    },
    ...extra,
  });
  return {
    ...idp,
    dataDir: dir,
    restart: async () => {
      await idp.close();
      return startTestIdp(databaseUrl, extra, dir);
    },
    cleanup: async () => {
      await idp.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * startTestIdp on a database of its own (one per test file): cleanup also drops the database, and
 * so does the cleanup of every restarted IdP.
 */
export async function startTestIdpWithDatabase(extra: Partial<IdpOptions> = {}): Promise<TestIdp> {
  const db = await createTestDatabase('idp');
  const owningDatabase = (idp: TestIdp): TestIdp => ({
    ...idp,
    restart: async () => owningDatabase(await idp.restart()),
    cleanup: async () => {
      await idp.cleanup();
      await db.drop();
    },
  });
  try {
    return owningDatabase(await startTestIdp(db.url, extra));
  } catch (error) {
    await db.drop();
    throw error;
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export type AuthRequest = {
  browser: Browser;
  verifier: string;
  nonce: string;
  state: string;
  interactionUrl: string;
  page: string;
};

/** Starts an authorization request and follows it to the IdP's interaction page. */
export async function beginAuthorization(
  issuer: string,
  params: Record<string, string> = {},
): Promise<AuthRequest> {
  const browser = createBrowser(issuer);
  const { verifier, challenge } = pkcePair();
  const nonce = randomBytes(8).toString('hex');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    nonce,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  const start = await browser.get(`${issuer}/auth?${query}`);
  const { response, url } = await browser.follow(start);
  return { browser, verifier, nonce, state, interactionUrl: url, page: await response.text() };
}

/** Posts the sign-in form and follows the redirects back to the app; returns the callback URL if reached. */
export async function submit(
  auth: AuthRequest,
  action: 'signin' | 'signup',
  form: Record<string, string>,
) {
  const response = await auth.browser.post(`${auth.interactionUrl}/${action}`, form);
  if (response.status !== 303)
    return { response, callback: undefined, page: await response.text() };
  const { url } = await auth.browser.follow(response, REDIRECT_URI);
  return { response, callback: url.startsWith(REDIRECT_URI) ? new URL(url) : undefined, page: '' };
}

export async function exchangeCode(issuer: string, code: string, verifier: string | undefined) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
  });
  if (verifier) body.set('code_verifier', verifier);
  const response = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP },
    body,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}
