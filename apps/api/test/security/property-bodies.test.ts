import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../oidc-issuer';
import { createSecurityFixture, databaseChecksum, SITE, type Headers, type SecurityFixture } from './fixture';
import { bodyRoutes, type Sample } from './routes';

let fx: SecurityFixture;
let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
  fx = await createSecurityFixture(issuer.env);
});
afterAll(async () => {
  await fx?.close();
  await issuer?.close();
});

const RUNS = 25;
const SUSPICIOUS_KEYS = ['id', 'stylistId', 'state', 'amount', 'amountCents', 'customerAccountId', 'stripeAccountEnabled', '__proto__', 'constructor', 'subdomain'];

/** Arbitrary JSON, and the valid sample with one field replaced, dropped or added. */
function bodies(sample: unknown): fc.Arbitrary<unknown> {
  const base = (Array.isArray(sample) ? sample[0] : sample) as Record<string, unknown>;
  const keys = [...Object.keys(base), ...SUSPICIOUS_KEYS];
  const wrap = (value: Record<string, unknown>) => (Array.isArray(sample) ? [value] : value);
  return fc.oneof(
    fc.jsonValue(),
    fc.record({ key: fc.constantFrom(...keys), value: fc.jsonValue() }).map(({ key, value }) => wrap({ ...base, [key]: value })),
    fc.constantFrom(...Object.keys(base)).map((key) => wrap(Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)))),
    fc.record({ key: fc.constantFrom(...Object.keys(base)), value: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean()) }).map(
      ({ key, value }) => wrap({ ...base, [key]: value }),
    ),
  );
}

/** Raw payloads that are not JSON at all (or barely). */
const rawPayloads = fc.oneof(fc.string(), fc.constantFrom('', '{', '[', 'null', '{"a":', '\u0000', '{"__proto__":{"polluted":true}}'));

type Target = { route: string; request: Sample; headers: Headers };

async function check(target: Target, payload: string, ip: string) {
  const method = target.route.split(' ')[0] as 'POST';
  const before = await databaseChecksum(fx.pool);
  const res = await fx.app.inject({
    method,
    url: target.request.url,
    headers: { host: SITE, 'content-type': 'application/json', ...target.headers },
    payload,
    remoteAddress: ip,
  });
  expect(res.statusCode, `${target.route} ${payload.slice(0, 300)} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.body;
  expect(body).not.toMatch(/\bat .+\.[jt]s:\d+/);
  if (res.statusCode >= 400) {
    expect(res.json()).toHaveProperty('code');
    expect(await databaseChecksum(fx.pool), `${target.route} answered ${res.statusCode} but changed the database: ${payload.slice(0, 300)}`).toEqual(before);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

const PUBLIC_BODY_ROUTES: { route: string; request: (fx: SecurityFixture) => Sample }[] = [
  { route: 'POST /oidc_verify_stylist_token', request: () => ({ url: '/oidc_verify_stylist_token', body: { idToken: 'x' } }) },
  { route: 'POST /oidc_verify_customer_token', request: () => ({ url: '/oidc_verify_customer_token', body: { idToken: 'x' } }) },
  { route: 'POST /oidc_refresh_stylist_token', request: () => ({ url: '/oidc_refresh_stylist_token', body: { refreshToken: 'x' } }) },
  { route: 'POST /api/auth/logout', request: () => ({ url: '/api/auth/logout', body: { refreshToken: 'x' } }) },
  {
    route: 'POST /api/public/appointment/:uuid/review',
    request: (f) => ({ url: `/api/public/appointment/${f.ids.carlaAppointment.uuid}/review`, body: { rating: 5, comment: 'Great' } }),
  },
  { route: 'POST /sandbox/cards/tokenize', request: () => ({ url: '/sandbox/cards/tokenize', body: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } }) },
];

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe('property-based bodies: never a 5xx, and a 4xx changes nothing', () => {
  const targets = [
    ...bodyRoutes().map(({ route, access, sample }) => ({ route, make: (f: SecurityFixture) => ({ route, request: sample(f.ids), headers: access === 'stylist' ? f.headers.anna : f.headers.carla }) })),
    ...PUBLIC_BODY_ROUTES.map(({ route, request }) => ({ route, make: (f: SecurityFixture) => ({ route, request: request(f), headers: {} }) })),
  ];

  it.each(targets)('$route', async ({ make }) => {
    const target = make(fx);
    await fc.assert(
      fc.asyncProperty(bodies(target.request.body), async (body) => check(target, JSON.stringify(body) ?? 'null', nextIp())),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(rawPayloads, async (payload) => check(target, payload, nextIp())),
      { numRuns: 5 },
    );
  });
});
