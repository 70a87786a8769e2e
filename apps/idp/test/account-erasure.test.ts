import { decodeJwt } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { beginAuthorization, exchangeCode, startTestIdp, submit, type TestIdp } from './helpers/idp-fixture';

// Issue #32.2, D45: the API's server-to-server call that erases an account.
const SECRET = 'idp-admin-secret-for-the-erasure-test-0123';
const EMAIL = 'wilhelmina.erasable@example.test';
const PASSWORD = 'Erasable1!';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestIdp;
let bare: TestIdp;
let pool: pg.Pool;

beforeAll(async () => {
  db = await createTestDatabase('idp');
  idp = await startTestIdp(db.url, { adminSecret: SECRET });
  bare = await startTestIdp(db.url);
  pool = new pg.Pool({ connectionString: db.url });
});
afterAll(async () => {
  await pool?.end();
  await bare?.cleanup();
  await idp?.cleanup();
  await db?.drop();
});

const erase = (issuer: string, sub: string, authorization?: string) =>
  fetch(`${issuer}/admin/accounts/${sub}`, { method: 'DELETE', headers: authorization ? { authorization } : {} });

/** Signs up (a session and a grant at the provider), then returns the account's `sub`. */
async function signUp(): Promise<string> {
  const auth = await beginAuthorization(idp.issuer, { prompt: 'create' });
  const { callback } = await submit(auth, 'signup', { email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD });
  const token = await exchangeCode(idp.issuer, callback?.searchParams.get('code') ?? '', auth.verifier);
  return String(decodeJwt(String(token.body.id_token)).sub);
}

async function traces(sub: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM idp.accounts WHERE id::text = $1 OR email = $2)
          + (SELECT count(*) FROM idp.oidc_payloads WHERE payload::text LIKE '%' || $1 || '%' OR payload::text ILIKE '%' || $2 || '%')
          + (SELECT count(*) FROM idp.login_failures WHERE key LIKE '%' || $2)
          + (SELECT count(*) FROM idp.email_tokens WHERE account_id::text = $1) AS n`,
    [sub, EMAIL],
  );
  return Number(rows[0]?.n);
}

describe('DELETE /admin/accounts/{sub}', () => {
  it('erases the account, its sessions, grants and tokens with the right secret only', async () => {
    const sub = await signUp();
    // A failed sign-in leaves a counter under her e-mail.
    const wrong = await beginAuthorization(idp.issuer);
    await submit(wrong, 'signin', { email: EMAIL, password: 'Not-her-password1' });
    expect(await traces(sub)).toBeGreaterThan(2);

    expect((await erase(idp.issuer, sub)).status).toBe(401);
    expect((await erase(idp.issuer, sub, 'Bearer not-the-secret')).status).toBe(401);
    expect((await fetch(`${idp.issuer}/admin/accounts/${sub}`, { headers: { authorization: `Bearer ${SECRET}` } })).status).toBe(405);
    // Without a configured secret the route does not exist.
    expect((await erase(bare.issuer, sub, `Bearer ${SECRET}`)).status).toBe(404);
    expect(await traces(sub)).toBeGreaterThan(2);

    const erased = await erase(idp.issuer, sub, `Bearer ${SECRET}`);
    expect(erased.status).toBe(204);
    expect(await traces(sub)).toBe(0);
    expect((await erase(idp.issuer, sub, `Bearer ${SECRET}`)).status).toBe(404);

    // She can no longer sign in with it.
    const again = await beginAuthorization(idp.issuer);
    const { callback } = await submit(again, 'signin', { email: EMAIL, password: PASSWORD });
    expect(callback).toBeUndefined();
  });
});
