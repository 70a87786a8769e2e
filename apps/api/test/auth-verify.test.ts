import { DEMO_ACCOUNTS, ROLES } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, HOSTS } from './helpers';
import { startTestIssuer } from './oidc-issuer';
import { createSignInFixture, type SignInFixture } from './sign-in-fixture';

let f: SignInFixture;
let ip = 0;

beforeAll(async () => {
  f = await createSignInFixture();
});
afterAll(async () => f?.close());

/** Each call from its own address, so the per-IP sign-in limit does not interfere (except where tested). */
function post(url: string, payload: unknown, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) {
  return f.app.inject({ method: 'POST', url, headers: { host: HOSTS.app }, payload: payload as object, remoteAddress });
}

async function stylistRows(sub: string) {
  const { rows } = await f.db.database.pool.query('SELECT id, email, name, lastname, subdomain FROM stylists WHERE auth_subject = $1', [sub]);
  return rows;
}

async function ownerMemberId(stylistId: number) {
  const { rows } = await f.db.database.pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [stylistId]);
  return Number(rows[0].id);
}

describe('POST /oidc_verify_stylist_token', () => {
  it('signs in a known stylist: API token with her claims (the owner member of her business) and a refresh token', async () => {
    const response = await post('/oidc_verify_stylist_token', { idToken: await f.issuer.idToken(DEMO_ACCOUNTS.anna.sub) });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ userToken: string }>();
    // The refresh token travels only in the HttpOnly cookie (issue #28).
    expect(body).toEqual({ userToken: expect.any(String) });
    const refreshToken = response.cookies.find((c) => c.name === 'refresh_token')?.value ?? '';
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [anna] = await stylistRows(DEMO_ACCOUNTS.anna.sub);
    expect(await f.app.apiTokens.verify(body.userToken)).toEqual({
      sub: DEMO_ACCOUNTS.anna.sub,
      roles: [ROLES.stylist],
      stylistId: Number(anna.id),
      subdomain: 'anna',
      sid: expect.any(String),
      memberId: await ownerMemberId(Number(anna.id)),
      memberRole: 'owner',
    });
    const { rows } = await f.db.database.pool.query('SELECT token_hash FROM refresh_tokens WHERE stylist_id = $1', [anna.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(refreshToken);
  });

  it('creates a new stylist on first sign-in, unregistered (subdomain null)', async () => {
    const sub = 'first-time-stylist';
    const idToken = await f.issuer.idToken(sub, { claims: { email: 'first@example.test', given_name: 'Fay', family_name: 'First' } });
    const response = await post('/oidc_verify_stylist_token', { idToken });
    expect(response.statusCode).toBe(200);
    const rows = await stylistRows(sub);
    expect(rows).toMatchObject([{ email: 'first@example.test', name: 'Fay', lastname: 'First', subdomain: null }]);
    const claims = await f.app.apiTokens.verify(response.json<{ userToken: string }>().userToken);
    expect(claims).toMatchObject({ sub, stylistId: Number(rows[0].id), subdomain: null, roles: [ROLES.stylist] });
  });

  it('creates the stylist once when two first sign-ins race', async () => {
    const sub = 'racing-stylist';
    const tokens = await Promise.all(Array.from({ length: 8 }, () => f.issuer.idToken(sub)));
    const responses = await Promise.all(tokens.map((idToken) => post('/oidc_verify_stylist_token', { idToken })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await stylistRows(sub);
    expect(rows).toHaveLength(1);
    const ids = await Promise.all(responses.map(async (r) => (await f.app.apiTokens.verify(r.json<{ userToken: string }>().userToken))?.stylistId));
    expect(new Set(ids)).toEqual(new Set([Number(rows[0].id)]));
  });

  const refused: [string, () => Promise<string>][] = [
    ['signed by another key', () => f.issuer.idToken('forger', { foreignKey: true })],
    ['issued for another audience', () => f.issuer.idToken('other-aud', { audience: 'another-client' })],
    ['issued by another issuer', () => f.issuer.idToken('other-iss', { issuer: 'https://evil.example' })],
    ['expired', () => f.issuer.idToken('expired', { expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    ['unsigned (alg none)', async () => f.issuer.unsignedToken('unsigned')],
    ['not a JWT at all', async () => 'not-a-token'],
  ];
  it.each(refused)('refuses an ID token %s with 401 and creates nothing', async (_case, make) => {
    const response = await post('/oidc_verify_stylist_token', { idToken: await make() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'unable to get id token claims' });
    const { rows } = await f.db.database.pool.query("SELECT 1 FROM stylists WHERE auth_subject IN ('forger','other-aud','other-iss','expired','unsigned')");
    expect(rows).toHaveLength(0);
  });

  it('refuses an HS256 token signed with a guessable secret', async () => {
    const { SignJWT } = await import('jose');
    const idToken = await new SignJWT({ sub: 'hs-user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(f.issuer.issuer)
      .setAudience('chairly-test')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('chairly-test'));
    expect((await post('/oidc_verify_stylist_token', { idToken })).statusCode).toBe(401);
  });

  it('rejects unknown body fields and a missing token with 400', async () => {
    const idToken = await f.issuer.idToken('x');
    expect((await post('/oidc_verify_stylist_token', { idToken, extra: 1 })).statusCode).toBe(400);
    expect((await post('/oidc_verify_stylist_token', {})).statusCode).toBe(400);
  });

  it('limits sign-in attempts per client IP (429 after 20 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post('/oidc_verify_stylist_token', { idToken: 'bad' }, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /oidc_verify_customer_token', () => {
  it('signs in the demo customer with ROLE_CUSTOMER and her account id; her refresh token only as a cookie', async () => {
    const response = await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken(DEMO_ACCOUNTS.carla.sub) });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ userToken: string }>();
    expect(Object.keys(body)).toEqual(['userToken']);
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.httpOnly).toBe(true);
    const { rows } = await f.db.database.pool.query('SELECT id FROM customer_accounts WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
    expect(await f.app.apiTokens.verify(body.userToken)).toEqual({
      sub: DEMO_ACCOUNTS.carla.sub,
      roles: [ROLES.customer],
      stylistId: null,
      subdomain: null,
      customerAccountId: Number(rows[0].id),
      sid: expect.any(String),
    });
  });

  it('creates a customer account once, even when sign-ins race', async () => {
    const tokens = await Promise.all(Array.from({ length: 5 }, () => f.issuer.idToken('new-customer')));
    const responses = await Promise.all(tokens.map((idToken) => post('/oidc_verify_customer_token', { idToken })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const { rows } = await f.db.database.pool.query("SELECT email FROM customer_accounts WHERE auth_subject = 'new-customer'");
    expect(rows).toEqual([{ email: 'new-customer@example.test' }]);
  });

  it('stores the browser’s language at sign-up; a later sign-in keeps the saved one (issue #29.3)', async () => {
    const localeOf = async (table: string, sub: string) =>
      (await f.db.database.pool.query<{ locale: string }>(`SELECT locale FROM ${table} WHERE auth_subject = $1`, [sub])).rows[0]?.locale;
    const first = await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('german-customer'), language: 'de' });
    expect(first.statusCode).toBe(200);
    expect(await localeOf('customer_accounts', 'german-customer')).toBe('de');
    // Another browser, in French: her own choice stays (only the menu changes it).
    const again = await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('german-customer'), language: 'fr' });
    expect(again.statusCode).toBe(200);
    expect(await localeOf('customer_accounts', 'german-customer')).toBe('de');
    expect((await post('/oidc_verify_stylist_token', { idToken: await f.issuer.idToken('french-stylist'), language: 'fr' })).statusCode).toBe(200);
    expect(await localeOf('stylists', 'french-stylist')).toBe('fr');
    // Arabic, the fifth language (issue #29.5).
    expect((await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('arabic-customer'), language: 'ar' })).statusCode).toBe(200);
    expect(await localeOf('customer_accounts', 'arabic-customer')).toBe('ar');
    // Without a language (an older client), English, the fallback.
    await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('silent-customer') });
    expect(await localeOf('customer_accounts', 'silent-customer')).toBe('en');
  });

  it('refuses an unsupported language with 400 and creates nothing', async () => {
    const response = await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('klingon-customer'), language: 'tlh' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: { language: 'Language must be one of en, de, fr, pt, ar' } });
    expect((await f.db.database.pool.query("SELECT 1 FROM customer_accounts WHERE auth_subject = 'klingon-customer'")).rowCount).toBe(0);
  });

  it('refuses a forged ID token with 401', async () => {
    const response = await post('/oidc_verify_customer_token', { idToken: await f.issuer.idToken('c', { foreignKey: true }) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'unable to get id token claims' });
  });
});

describe('an issuer that publishes its identifier with a trailing slash (as Auth0 does)', () => {
  it('accepts its ID tokens, whose iss carries the slash', async () => {
    const slashed = await startTestIssuer({ trailingSlash: true });
    const slashedApp = await createTestApp({ database: f.db.database, env: slashed.env });
    try {
      const response = await slashedApp.inject({
        method: 'POST',
        url: '/oidc_verify_customer_token',
        headers: { host: HOSTS.app },
        payload: { idToken: await slashed.idToken('auth0-style-customer') },
      });
      expect(response.statusCode).toBe(200);
      const wrongIssuer = await slashed.idToken('auth0-style-customer', { issuer: slashed.issuer });
      const refused = await slashedApp.inject({
        method: 'POST',
        url: '/oidc_verify_customer_token',
        headers: { host: HOSTS.app },
        payload: { idToken: wrongIssuer },
        remoteAddress: '10.9.9.9',
      });
      expect(refused.statusCode).toBe(401);
    } finally {
      await slashedApp.close();
      await slashed.close();
    }
  });
});
