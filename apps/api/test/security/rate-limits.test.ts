import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createSecurityFixture, SITE, type Headers, type SecurityFixture } from './fixture';

let fx: SecurityFixture;
let limited: SecurityFixture;
beforeAll(async () => {
  fx = await createSecurityFixture();
  limited = await createSecurityFixture({ RATE_LIMIT_MAX: '7' });
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
    ['POST /api/logged-customer/services/request-consultation', 'POST', '/api/logged-customer/services/request-consultation'],
    ['DELETE /api/logged-customer/appointment', 'DELETE', '/api/logged-customer/appointment?appointmentId=0'],
  ] as const)('%s: 20 a minute per signed-in customer', async (_name, method, url) => {
    // Invalid bodies: the limiter counts calls before validation, and nothing is booked.
    const call = { method, url, body: method === 'POST' ? {} : undefined, headers: fx.headers.carla };
    await expectLimit(fx.app, call, 20, '198.51.100.30');
    // Another customer behind the same address keeps booking.
    expect(await statuses(fx.app, { ...call, headers: fx.headers.otherCustomer }, 1, '198.51.100.30')).not.toContain(429);
  });

  it('the global limit (RATE_LIMIT_MAX) applies to API calls: stylist, customer and public', async () => {
    await expectLimit(limited.app, { method: 'GET', url: '/api/services', headers: limited.headers.anna }, 7, '203.0.113.40');
    await expectLimit(limited.app, { method: 'GET', url: '/api/logged-customer/appointments', headers: limited.headers.carla }, 7, '203.0.113.41');
    await expectLimit(limited.app, { method: 'GET', url: '/api/public/services' }, 7, '203.0.113.42');
    await expectLimit(limited.app, { method: 'POST', url: '/api/auth/logout', body: {} }, 7, '203.0.113.43');
  });
});
