import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { CATALOGUES } from '../src/i18n';
import type { IdpMail } from '../src/types';
import {
  beginAuthorization,
  CLIENT_ID,
  exchangeCode,
  pkcePair,
  REDIRECT_URI,
  startTestIdp,
  submit,
  type AuthRequest,
  type TestIdp,
} from './helpers/idp-fixture';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestIdp;
let pool: pg.Pool;
const mails: IdpMail[] = [];

beforeAll(async () => {
  db = await createTestDatabase('idp');
  // proxy: true lets each test present its own client IP through X-Forwarded-For.
  idp = await startTestIdp(db.url, {
    proxy: true,
    sendMail: async (mail) => {
      mails.push(mail);
    },
  });
  pool = new pg.Pool({ connectionString: db.url });
});
afterAll(async () => {
  await pool?.end();
  await idp?.cleanup();
  await db?.drop();
});
beforeEach(() => {
  mails.length = 0;
});

const OLD_PASSWORD = 'Original1!';
const NEW_PASSWORD = 'Renewed22!';
let ipCounter = 0;
const freshIp = () => `10.9.0.${(ipCounter += 1)}`;

async function signUp(email: string, params: Record<string, string> = {}) {
  const auth = await beginAuthorization(idp.issuer, { prompt: 'create', ...params });
  const result = await submit(auth, 'signup', {
    email,
    password: OLD_PASSWORD,
    confirmPassword: OLD_PASSWORD,
  });
  expect(result.callback).toBeDefined();
  return { auth, callback: result.callback };
}

async function askForReset(email: string, ip = freshIp(), params: Record<string, string> = {}) {
  const auth = await beginAuthorization(idp.issuer, params);
  const response = await auth.browser.post(
    `${auth.interactionUrl}/forgot`,
    { email },
    { 'x-forwarded-for': ip },
  );
  return { status: response.status, page: await response.text() };
}

const linkIn = (mail: IdpMail | undefined) => /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';

async function signIn(email: string, password: string) {
  const auth = await beginAuthorization(idp.issuer);
  return submit(auth, 'signin', { email, password });
}

/** Where a new authorization request of this browser lands: the app (a live session) or a sign-in page. */
async function landing(auth: AuthRequest) {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile',
    nonce: 'n-again',
    state: 's-again',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  });
  const start = await auth.browser.get(`${idp.issuer}/auth?${query}`);
  return (await auth.browser.follow(start, REDIRECT_URI)).url;
}

async function idTokenClaims(auth: AuthRequest, callback: URL | undefined) {
  const token = await exchangeCode(
    idp.issuer,
    callback?.searchParams.get('code') ?? '',
    auth.verifier,
  );
  const jwks = createRemoteJWKSet(new URL(`${idp.issuer}/jwks`));
  const { payload } = await jwtVerify(String(token.body.id_token), jwks, {
    issuer: idp.issuer,
    audience: CLIENT_ID,
  });
  return payload;
}

describe('forgot password', () => {
  it('links the sign-in page to the request page', async () => {
    const auth = await beginAuthorization(idp.issuer);
    expect(auth.page).toMatch(/href="\/interaction\/[\w-]+\/forgot\?lang=en">Forgot password\?</);
    const page = await (await auth.browser.get(`${auth.interactionUrl}/forgot`)).text();
    expect(page).toContain('<h1>Reset your password</h1>');
    expect(page).toContain('<button type="submit">Send link</button>');
  });

  it('answers the same for an unknown e-mail as for an account, and mails only the account', async () => {
    await signUp('reset-same@chairly.test');
    mails.length = 0;
    const known = await askForReset('reset-same@chairly.test');
    const unknown = await askForReset('nobody-here@chairly.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const notice = (page: string) => /<p class="notice" role="status">([^<]*)<\/p>/.exec(page)?.[1];
    expect(notice(known.page)).toBe(CATALOGUES.en.forgotSent);
    expect(notice(unknown.page)).toBe(notice(known.page));
    expect(mails.map((mail) => mail.to)).toEqual(['reset-same@chairly.test']);
    expect(mails[0]?.subject).toBe('Reset your Chairly password');
    expect(linkIn(mails[0])).toMatch(
      new RegExp(`^${idp.issuer}/password/reset\\?token=[\\w-]{43}$`),
    );
  });

  it('mails in the language of the page and stores only the hash of the token', async () => {
    await signUp('reset-de@chairly.test');
    mails.length = 0;
    const asked = await askForReset('reset-de@chairly.test', freshIp(), { ui_locales: 'de' });
    expect(asked.page).toContain(CATALOGUES.de.forgotSent);
    expect(mails[0]?.subject).toBe(CATALOGUES.de.resetMailSubject);
    const token = new URL(linkIn(mails[0])).searchParams.get('token') ?? '';
    const stored = await pool.query<{ token_hash: Buffer }>(
      'SELECT token_hash FROM idp.email_tokens',
    );
    expect(stored.rows.some((row) => row.token_hash.toString('base64url') === token)).toBe(false);
    expect(stored.rows.some((row) => row.token_hash.toString('utf8').includes(token))).toBe(false);
    const page = await (await fetch(linkIn(mails[0]))).text();
    expect(page).toContain('<html lang="de" dir="ltr">');
    expect(page).toContain(`<h1>${CATALOGUES.de.resetTitle}</h1>`);
  });

  it('sets a new password with the sign-up rules, once; the old password and old sessions stop working', async () => {
    const { auth } = await signUp('reset-flow@chairly.test');
    expect(await landing(auth)).toMatch(new RegExp(`^${REDIRECT_URI}`));
    mails.length = 0;
    await askForReset('reset-flow@chairly.test');
    const link = linkIn(mails[0]);
    const token = new URL(link).searchParams.get('token') ?? '';
    const form = await (await fetch(link)).text();
    expect(form).toContain('<label for="password">New password</label>');
    expect(form).toContain(`name="token" value="${token}"`);

    const post = (password: string, confirmPassword = password) =>
      fetch(`${idp.issuer}/password/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, password, confirmPassword }),
      });
    const weak = await post('abc');
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('Password is too short: use at least 8 characters');
    const mismatch = await post(NEW_PASSWORD, 'Different1!');
    expect(mismatch.status).toBe(400);

    const done = await post(NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(CATALOGUES.en.resetDone);

    const again = await post('Another333!');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(CATALOGUES.en.linkInvalid);
    expect((await fetch(link)).status).toBe(400);

    expect((await signIn('reset-flow@chairly.test', OLD_PASSWORD)).callback).toBeUndefined();
    expect((await signIn('reset-flow@chairly.test', NEW_PASSWORD)).callback).toBeDefined();

    // The browser that signed up had a session at the provider: it must sign in again.
    expect(await landing(auth)).toMatch(new RegExp(`^${idp.issuer}/interaction/`));
  });

  it('refuses an expired link', async () => {
    await signUp('reset-expired@chairly.test');
    mails.length = 0;
    await askForReset('reset-expired@chairly.test');
    await pool.query(
      `UPDATE idp.email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset' AND used_at IS NULL`,
    );
    const response = await fetch(linkIn(mails[0]));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(CATALOGUES.en.linkInvalid);
  });

  it('only the newest link of an account works', async () => {
    await signUp('reset-twice@chairly.test');
    mails.length = 0;
    await askForReset('reset-twice@chairly.test');
    await askForReset('reset-twice@chairly.test');
    expect(mails).toHaveLength(2);
    expect((await fetch(linkIn(mails[0]))).status).toBe(400);
    expect((await fetch(linkIn(mails[1]))).status).toBe(200);
  });

  it('limits requests per e-mail (3 an hour), whether the account exists or not', async () => {
    await signUp('reset-limit@chairly.test');
    mails.length = 0;
    for (let i = 0; i < 3; i += 1)
      expect((await askForReset('reset-limit@chairly.test')).status).toBe(200);
    const blocked = await askForReset('reset-limit@chairly.test');
    expect(blocked.status).toBe(429);
    expect(blocked.page).toContain(CATALOGUES.en.tooManyAttempts);
    expect(mails).toHaveLength(3);
    for (let i = 0; i < 3; i += 1) await askForReset('reset-limit-unknown@chairly.test');
    expect((await askForReset('reset-limit-unknown@chairly.test')).status).toBe(429);
  });

  it('limits requests per IP (20 an hour)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) await askForReset(`many-${i}@chairly.test`, ip);
    expect((await askForReset('one-more@chairly.test', ip)).status).toBe(429);
  });
});

describe('e-mail confirmation', () => {
  it('mails a link at sign-up; the ID token says email_verified false, then true once opened', async () => {
    const { auth, callback } = await signUp('confirm-me@chairly.test');
    expect((await idTokenClaims(auth, callback)).email_verified).toBe(false);
    expect(mails.map((mail) => mail.to)).toEqual(['confirm-me@chairly.test']);
    expect(mails[0]?.subject).toBe('Confirm your email for Chairly');
    const link = linkIn(mails[0]);
    expect(link).toMatch(new RegExp(`^${idp.issuer}/email/confirm\\?token=`));

    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain(CATALOGUES.en.emailConfirmed);
    expect((await fetch(link)).status).toBe(400);

    const again = await beginAuthorization(idp.issuer);
    const signedIn = await submit(again, 'signin', {
      email: 'confirm-me@chairly.test',
      password: OLD_PASSWORD,
    });
    expect((await idTokenClaims(again, signedIn.callback)).email_verified).toBe(true);
  });
});

describe('language menu and brand assets', () => {
  it('switches the page language with ?lang= and keeps it in the form and links', async () => {
    const auth = await beginAuthorization(idp.issuer);
    expect(auth.page).toContain('<nav class="languages" aria-label="Language">');
    const page = await (await auth.browser.get(`${auth.interactionUrl}?lang=pt`)).text();
    expect(page).toContain('<html lang="pt" dir="ltr">');
    expect(page).toContain(`<label for="password">${CATALOGUES.pt.password}</label>`);
    expect(page).toMatch(/action="\/interaction\/[\w-]+\/signin\?lang=pt"/);
    expect(page).toMatch(/href="\/interaction\/[\w-]+\/signup\?lang=pt"/);
    const arabic = await (await auth.browser.get(`${auth.interactionUrl}/forgot?lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain(`<h1>${CATALOGUES.ar.forgotTitle}</h1>`);
  });

  it('serves the logo and the toggle script from its own origin', async () => {
    const logo = await fetch(`${idp.issuer}/assets/logo.svg`);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('fill="#7048e8"');
    const script = await fetch(`${idp.issuer}/assets/password-toggle.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });
});
