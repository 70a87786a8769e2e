import { COOKIE_NAMES, DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { badTokens, createSecurityFixture, customerClaims, SITE, stylistClaims, type Headers, type SecurityFixture } from './fixture';

let fx: SecurityFixture;
let limited: SecurityFixture;
beforeAll(async () => {
  fx = await createSecurityFixture();
  limited = await createSecurityFixture({ RATE_LIMIT_MAX: '7', PROMO_CODE_ATTEMPTS_PER_HOUR: '3', STYLIST_MESSAGES_PER_DAY: '3' });
});
afterAll(async () => {
  await fx?.close();
  await limited?.close();
});

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown; headers?: Headers };

async function statuses(app: App, call: Call, times: number, ip: string) {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await app.inject({
      method: call.method,
      url: call.url,
      headers: { host: SITE, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
      remoteAddress: ip,
    });
    out.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
  }
  return out;
}

/** `limit` calls pass the limiter (whatever they answer), the next one is 429. */
/** Bearer headers of a user of its own (budgets follow the user across tests). */
async function signedIn(app: App, claims: Parameters<App['apiTokens']['sign']>[0]): Promise<Headers> {
  return { authorization: `Bearer ${await app.apiTokens.sign(claims)}` };
}

async function expectLimit(app: App, call: Call, limit: number, ip: string) {
  const passed = await statuses(app, call, limit, ip);
  expect(passed.filter((status) => status === 429), `the first ${limit} calls`).toEqual([]);
  expect(await statuses(app, call, 1, ip)).toEqual([429]);
}

describe('rate limits', () => {
  it.each([
    ['POST /oidc_verify_stylist_token', { method: 'POST', url: '/oidc_verify_stylist_token', body: { idToken: 'not-a-token' } }, 20],
    ['POST /oidc_verify_customer_token', { method: 'POST', url: '/oidc_verify_customer_token', body: { idToken: 'not-a-token' } }, 20],
    ['POST /oidc_refresh_stylist_token', { method: 'POST', url: '/oidc_refresh_stylist_token', body: { refreshToken: 'not-a-token' } }, 60],
    ['GET /api/public/stylists/subdomain/{subdomain}/check', { method: 'GET', url: '/api/public/stylists/subdomain/somebody/check' }, 60],
  ] as const)('%s: %#, per client IP', async (_name, call, limit) => {
    await expectLimit(fx.app, call, limit, '198.51.100.10');
    // Another address is not affected.
    expect(await statuses(fx.app, call, 1, '198.51.100.11')).not.toContain(429);
  });

  it('the review-by-link call is limited per IP (10 a minute)', async () => {
    const call = { method: 'POST', url: `/api/public/appointment/${fx.ids.carlaAppointment.uuid}/review`, body: { rating: 9 } } as const;
    await expectLimit(fx.app, call, 10, '198.51.100.20');
  });

  it.each([
    ['POST /api/logged-customer/block-date', 'POST', '/api/logged-customer/block-date'],
    ['POST /api/logged-customer/appointment/confirm', 'POST', '/api/logged-customer/appointment/confirm'],
    ['POST /api/logged-customer/appointment/reschedule', 'POST', '/api/logged-customer/appointment/reschedule'],
    ['POST /api/logged-customer/services/request-consultation', 'POST', '/api/logged-customer/services/request-consultation'],
    ['POST /api/logged-customer/waitlist', 'POST', '/api/logged-customer/waitlist'],
    ['DELETE /api/logged-customer/appointment', 'DELETE', '/api/logged-customer/appointment?appointmentId=0'],
  ] as const)('%s: 20 a minute per signed-in customer', async (_name, method, url) => {
    // Invalid bodies: the limiter counts calls before validation, and nothing is booked.
    const call = { method, url, body: method === 'POST' ? {} : undefined, headers: fx.headers.carla };
    await expectLimit(fx.app, call, 20, '198.51.100.30');
    // Another customer behind the same address keeps booking.
    expect(await statuses(fx.app, { ...call, headers: fx.headers.otherCustomer }, 1, '198.51.100.30')).not.toContain(429);
  });

  it('the global limit is per signed-in user: two users behind one address each have their own budget, anonymous callers from it another', async () => {
    const ip = '203.0.113.50';
    const services = { method: 'GET', url: '/api/services' } as const;
    const first = await signedIn(limited.app, stylistClaims(limited.ids.anna, 'anna', 'rate-stylist-1'));
    const second = await signedIn(limited.app, stylistClaims(limited.ids.bella, 'bella', 'rate-stylist-2'));
    const customer = await signedIn(limited.app, customerClaims(limited.ids.carla, 'rate-customer-1'));
    await expectLimit(limited.app, { ...services, headers: first }, 7, ip);
    await expectLimit(limited.app, { ...services, headers: second }, 7, ip);
    await expectLimit(limited.app, { method: 'GET', url: '/api/logged-customer/appointments', headers: customer }, 7, ip);
    await expectLimit(limited.app, { method: 'GET', url: '/api/public/services' }, 7, ip);
    // A user's budget follows her to another address.
    expect(await statuses(limited.app, { ...services, headers: first }, 1, '203.0.113.51')).toEqual([429]);
  });

  it("a signed-in browser's public calls count against the user's budget (the bearer token it sends), never a cookie's", async () => {
    const ip = '203.0.113.52';
    await expectLimit(limited.app, { method: 'GET', url: '/api/public/services' }, 7, ip);
    const token = await limited.app.apiTokens.sign(customerClaims(limited.ids.carla, 'rate-customer-2'));
    const bearer = { authorization: `Bearer ${token}` };
    expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services', headers: bearer }, 7, ip)).toEqual(Array(7).fill(200));
    expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services', headers: bearer }, 1, ip)).toEqual([429]);
    // An API token in a cookie is no credential and no budget (issue #28: the SPA keeps none there).
    const cookie = { cookie: `lang=de; ${COOKIE_NAMES.apiToken}=${token}` };
    expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services', headers: cookie }, 1, '203.0.113.57')).toEqual([200]);
  });

  it('a token that does not verify gets no budget of its own: its calls count against the address', async () => {
    const ip = '203.0.113.53';
    const bad = await badTokens(customerClaims(limited.ids.carla, DEMO_ACCOUNTS.carla.sub));
    const calls: Headers[] = [bad.forged, bad.expired, bad.algNone, { authorization: 'Bearer not-a-token' }, {}, {}, {}];
    for (const headers of calls) expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services', headers }, 1, ip)).toEqual([200]);
    for (const headers of [...calls, bad.expired]) {
      expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services', headers }, 1, ip)).toEqual([429]);
    }
    // A route with its own limit (sign-in, 20 a minute per address) cannot be stretched with made-up tokens either.
    const signIn = { method: 'POST', url: '/oidc_verify_customer_token', body: { idToken: 'not-a-token' } } as const;
    const signInIp = '203.0.113.54';
    for (let i = 0; i < 20; i++) {
      const forged = (await badTokens(customerClaims(limited.ids.carla, `forged-${i}`))).forged;
      expect(await statuses(fx.app, { ...signIn, headers: forged }, 1, signInIp)).not.toContain(429);
    }
    expect(await statuses(fx.app, { ...signIn, headers: (await badTokens(customerClaims(limited.ids.carla, 'forged-20'))).forged }, 1, signInIp)).toEqual([429]);
    // On a guarded route such a token is counted against the address too: spent, so 429 rather than 401.
    expect(await statuses(limited.app, { method: 'GET', url: '/api/services', headers: bad.forged }, 1, ip)).toEqual([429]);
  });

  it('a 429 says when to retry: Retry-After in seconds, within the minute', async () => {
    const ip = '203.0.113.55';
    await expectLimit(limited.app, { method: 'GET', url: '/api/public/services' }, 7, ip);
    const response = await limited.app.inject({ url: '/api/public/services', headers: { host: SITE }, remoteAddress: ip });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('calls the auth guard refuses count too: a flood of bad tokens on a guarded route ends in 429 with Retry-After, per address', async () => {
    const ip = '203.0.113.60';
    const bad = await badTokens(stylistClaims(limited.ids.anna, 'anna', 'flood-stylist'));
    const flood: Headers[] = [bad.forged, bad.expired, bad.algNone, { authorization: 'Bearer not-a-token' }, {}, bad.forged, bad.expired];
    for (const headers of flood) expect(await statuses(limited.app, { method: 'GET', url: '/api/services', headers }, 1, ip)).toEqual([401]);
    const refused = await limited.app.inject({ method: 'POST', url: '/api/services', headers: { host: SITE, ...bad.forged }, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/retry/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // It is the address's budget: its public calls wait too; another address is still told 401.
    expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services' }, 1, ip)).toEqual([429]);
    expect(await statuses(limited.app, { method: 'GET', url: '/api/services', headers: bad.forged }, 1, '203.0.113.61')).toEqual([401]);
  });

  it("a valid token of the wrong role (403) counts against its user's budget, wherever she calls from", async () => {
    const customer = await signedIn(limited.app, customerClaims(limited.ids.carla, 'flood-customer'));
    expect(await statuses(limited.app, { method: 'GET', url: '/api/services', headers: customer }, 7, '203.0.113.62')).toEqual(Array(7).fill(403));
    expect(await statuses(limited.app, { method: 'GET', url: '/api/services', headers: customer }, 1, '203.0.113.63')).toEqual([429]);
    expect(await statuses(limited.app, { method: 'GET', url: '/api/logged-customer/appointments', headers: customer }, 1, '203.0.113.63')).toEqual([429]);
    // The address she called from keeps its own budget.
    expect(await statuses(limited.app, { method: 'GET', url: '/api/public/services' }, 1, '203.0.113.62')).toEqual([200]);
  });

  it('promo codes: every attempt, found or not, counts against the account and the address (3 an hour here), so a second account from that address gets no fresh budget', async () => {
    const anna = await signedIn(limited.app, stylistClaims(limited.ids.anna, 'anna', 'promo-anna'));
    const bella = await signedIn(limited.app, stylistClaims(limited.ids.bella, 'bella', 'promo-bella'));
    const check = (headers: Headers, promoCode: string) => ({ method: 'POST', url: '/api/subscription/stylist/check-promo-code', body: { promoCode }, headers }) as const;
    const apply = (headers: Headers, promoCode: string) => ({ method: 'POST', url: '/api/subscription/stylist/apply-promo-code', body: { promoCode }, headers }) as const;
    const [first, second, third] = ['203.0.113.70', '203.0.113.71', '203.0.113.72'];
    expect(await statuses(limited.app, check(bella, 'NOPE'), 1, first)).toEqual([404]);
    expect(await statuses(limited.app, check(bella, 'WELCOME20'), 1, first)).toEqual([200]);
    expect(await statuses(limited.app, apply(anna, 'NOPE'), 1, first)).toEqual([422]);
    // The address has made 3 attempts: Anna's account has attempts left, but not from there.
    const refused = await limited.app.inject({
      method: 'POST',
      url: '/api/subscription/stylist/check-promo-code',
      headers: { host: SITE, 'content-type': 'application/json', ...anna },
      payload: JSON.stringify({ promoCode: 'WELCOME20' }),
      remoteAddress: first,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/discount code attempts/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Elsewhere her third attempt passes (the refused one counted); her fourth is refused from any address.
    expect(await statuses(limited.app, check(anna, 'WELCOME20'), 1, second)).toEqual([200]);
    expect(await statuses(limited.app, apply(anna, 'WELCOME20'), 1, third)).toEqual([429]);
    // Bella, from an address with attempts left, has her third.
    expect(await statuses(limited.app, check(bella, 'WELCOME20'), 1, third)).toEqual([200]);
    expect(await statuses(limited.app, check(bella, 'WELCOME20'), 1, '203.0.113.73')).toEqual([429]);
  });

  it("a stylist's waitlist offers (messages to customers) are capped a day (3 here): of 5 sent at once exactly 3 go out, the rest are 429 and write nothing", async () => {
    const anna = await signedIn(limited.app, stylistClaims(limited.ids.anna, 'anna', 'offers-anna'));
    const { pool, ids } = limited;
    const entries: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO waitlist_entries (stylist_id, customer_id, service_ids, from_date, to_date, times_of_day)
         VALUES ($1, $2, ARRAY[$3::bigint], current_date + 300, current_date + 310, ARRAY['morning', 'afternoon', 'evening']) RETURNING id`,
        [ids.anna, ids.customer, ids.service],
      );
      entries.push(Number(rows[0]!.id));
    }
    const day = new Date(Date.now() + 300 * 86_400_000);
    const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour)).toISOString();
    const offer = (entry: number, hour: number) =>
      limited.app.inject({
        method: 'POST',
        url: `/api/waitlist/${entry}/offer`,
        headers: { host: SITE, 'content-type': 'application/json', ...anna },
        payload: JSON.stringify({ startsAt: at(hour) }),
        remoteAddress: '203.0.113.80',
      });
    const events = async () =>
      Number((await pool.query("SELECT count(*) FROM notification_events WHERE kind = 'waitlist.offered' AND (payload->>'stylistId')::bigint = $1", [ids.anna])).rows[0].count);
    const before = await events();
    const answers = await Promise.all(entries.slice(0, 5).map((entry, i) => offer(entry, 6 + 3 * i)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'You have sent the most messages allowed today (3). Try again tomorrow.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(25 * 3600);
    expect(await events()).toBe(before + 3);
    const offered = await pool.query('SELECT count(*) FROM waitlist_offers WHERE entry_id = ANY($1::bigint[])', [entries]);
    expect(Number(offered.rows[0].count)).toBe(3);
    // The next one, to another entry at a free time, is refused too.
    expect((await offer(entries[5]!, 23)).statusCode).toBe(429);
  });

  it('the global limit (RATE_LIMIT_MAX) applies to API calls: stylist, customer and public', async () => {
    await expectLimit(limited.app, { method: 'GET', url: '/api/services', headers: limited.headers.anna }, 7, '203.0.113.40');
    await expectLimit(limited.app, { method: 'GET', url: '/api/logged-customer/appointments', headers: limited.headers.carla }, 7, '203.0.113.41');
    await expectLimit(limited.app, { method: 'GET', url: '/api/public/services' }, 7, '203.0.113.42');
    await expectLimit(limited.app, { method: 'POST', url: '/api/auth/logout', body: {} }, 7, '203.0.113.43');
  });
});
