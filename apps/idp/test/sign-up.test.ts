import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import {
  beginAuthorization,
  CLIENT_ID,
  exchangeCode,
  startTestIdp,
  submit,
  type TestIdp,
} from './helpers/idp-fixture';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestIdp;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase('idp');
  idp = await startTestIdp(db.url);
  pool = new pg.Pool({ connectionString: db.url });
});
afterAll(async () => {
  await pool?.end();
  await idp?.cleanup();
  await db?.drop();
});

const accountCount = async () =>
  Number((await pool.query('SELECT count(*) FROM idp.accounts')).rows[0].count);

describe('sign-up', () => {
  it('opens the sign-up page directly with prompt=create', async () => {
    const auth = await beginAuthorization(idp.issuer, { prompt: 'create' });
    expect(auth.page).toContain('<label for="email">Email</label>');
    expect(auth.page).toContain('<label for="password">Password</label>');
    expect(auth.page).toContain('<label for="confirm-password">Confirm password</label>');
    expect(auth.page).toMatch(/<button type="submit">Sign up<\/button>/);
  });

  it.each([
    [
      'abcdefgh1',
      'Your Password must contain at least one uppercase letter, one lowercase letter, one digit and one special character',
    ],
    [
      'Abcdefgh1',
      'Your Password must contain at least one uppercase letter, one lowercase letter, one digit and one special character',
    ],
    ['Abc1!', 'Password is too short: use at least 8 characters'],
  ])(
    'refuses the password %s with the spec message and creates nothing',
    async (password, message) => {
      const before = await accountCount();
      const auth = await beginAuthorization(idp.issuer, { prompt: 'create' });
      const result = await submit(auth, 'signup', {
        email: 'weak@chairly.test',
        password,
        confirmPassword: password,
      });
      expect(result.response.status).toBe(400);
      expect(result.callback).toBeUndefined();
      expect(result.page).toContain(message);
      expect(result.page).not.toContain(password);
      expect(await accountCount()).toBe(before);
    },
  );

  it('refuses an invalid e-mail, a mismatched confirmation and a registered e-mail', async () => {
    const auth = await beginAuthorization(idp.issuer, { prompt: 'create' });
    const invalid = await submit(auth, 'signup', {
      email: 'not-an-email',
      password: 'Strong-pass1',
      confirmPassword: 'Strong-pass2',
    });
    expect(invalid.page).toContain('The Email field must be a valid email');
    expect(invalid.page).toContain('The Password field confirmation does not match');

    const taken = await submit(auth, 'signup', {
      email: 'CARLA@chairly.test',
      password: 'Strong-pass1!',
      confirmPassword: 'Strong-pass1!',
    });
    expect(taken.response.status).toBe(409);
    expect(taken.page).toContain('An account with this email already exists');
  });

  it('creates the account with a hashed password, signs it in and returns to the app', async () => {
    const password = 'New-user-pass1!';
    const auth = await beginAuthorization(idp.issuer);
    const signUpPage = await auth.browser.get(`${auth.interactionUrl}/signup`);
    expect(await signUpPage.text()).toContain('Confirm password');

    const { callback } = await submit(auth, 'signup', {
      email: ' Fresh.User@Chairly.test ',
      password,
      confirmPassword: password,
    });
    const code = callback?.searchParams.get('code');
    expect(code).toBeTruthy();
    const token = await exchangeCode(idp.issuer, code ?? '', auth.verifier);
    const { payload } = await jwtVerify(
      String(token.body.id_token),
      createRemoteJWKSet(new URL(`${idp.issuer}/jwks`)),
      {
        issuer: idp.issuer,
        audience: CLIENT_ID,
      },
    );
    expect(payload.email).toBe('fresh.user@chairly.test');
    expect(payload.email_verified).toBe(false);
    expect(payload.nonce).toBe(auth.nonce);

    const row = (
      await pool.query('SELECT id, password_hash FROM idp.accounts WHERE email = $1', [
        'fresh.user@chairly.test',
      ])
    ).rows[0];
    expect(row.id).toBe(payload.sub);
    expect(row.password_hash).not.toContain(password);
    expect(row.password_hash).toMatch(/^scrypt\$/);

    const again = await beginAuthorization(idp.issuer);
    const signIn = await submit(again, 'signin', { email: 'fresh.user@chairly.test', password });
    expect(signIn.callback?.searchParams.get('code')).toBeTruthy();
  });
});
