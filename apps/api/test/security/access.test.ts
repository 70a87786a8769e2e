import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from '../helpers';
import {
  badTokens,
  createSecurityFixture,
  customerClaims,
  databaseChecksum,
  routeTable,
  SITE,
  stylistClaims,
  type Headers,
  type SecurityFixture,
} from './fixture';
import { PLACEHOLDER_IDS, ROUTES, type Sample } from './routes';

let fx: SecurityFixture;
let bad: { stylist: Record<string, Headers>; customer: Record<string, Headers> };
beforeAll(async () => {
  fx = await createSecurityFixture();
  bad = {
    stylist: await badTokens(stylistClaims(fx.ids.anna, 'anna', 'anna-sub')),
    customer: await badTokens(customerClaims(fx.ids.carla, 'carla-sub')),
  };
});
afterAll(() => fx?.close());

const protectedRoutes = Object.entries(ROUTES).flatMap(([route, entry]) => (entry.access === 'public' ? [] : [{ route, ...entry }]));
const tenantRoutes = protectedRoutes.filter((entry) => entry.tenantScoped);

function call(app: App, route: string, sample: Sample, headers: Headers = {}) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return app.inject({
    method,
    url: sample.url,
    headers: { host: SITE, ...headers },
    ...(sample.body === undefined ? {} : { payload: JSON.stringify(sample.body), headers: { host: SITE, 'content-type': 'application/json', ...headers } }),
  });
}

describe('the route table', () => {
  it('classifies every route of the app (a new route fails here until it is listed in routes.ts)', () => {
    const routes = routeTable(fx.app);
    expect(routes.length).toBeGreaterThan(80);
    const unclassified = routes.filter((route) => !(route in ROUTES));
    const stale = Object.keys(ROUTES).filter((route) => !routes.includes(route));
    expect(unclassified, 'routes without an access class in test/security/routes.ts').toEqual([]);
    expect(stale, 'routes.ts lists routes the app no longer has').toEqual([]);
    const count = (access: string) => Object.values(ROUTES).filter((entry) => entry.access === access).length;
    console.info(`security: ${routes.length} routes — ${count('stylist')} stylist, ${count('customer')} customer, ${count('public')} public (allow-listed)`);
  });

  it('the route table holds every operation of the OpenAPI document', () => {
    const doc = fx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(60);
    expect(documented.filter((route) => !(route in ROUTES))).toEqual([]);
  });

  it('the OpenAPI document declares bearer security on exactly the routes that need a token', () => {
    const doc = fx.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components?: { securitySchemes?: Record<string, unknown> };
    };
    // A session token or an API key (issue #32.3), so no bearerFormat.
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer', description: expect.stringContaining('API key') });
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const entry = ROUTES[route];
        if (!entry) continue; // reported by the test above
        const declared = JSON.stringify(operation.security ?? null);
        // Public operations say so with `security: []` (issue #32.4).
        const expected = JSON.stringify(entry.access === 'public' ? [] : [{ bearer: [] }]);
        if (declared !== expected) wrong.push(`${route} (${entry.access}): security ${declared}`);
      }
    }
    expect(wrong, 'routes whose OpenAPI security does not match their access class').toEqual([]);
  });

  it('every public route has a reason', () => {
    for (const [route, entry] of Object.entries(ROUTES)) {
      if (entry.access === 'public') expect(entry.reason.length, route).toBeGreaterThan(10);
    }
  });
});

describe.each(protectedRoutes)('$access route $route', ({ route, access, sample }) => {
  const wrongRole = () => (access === 'stylist' ? fx.headers.carla : fx.headers.anna);

  it('401 without a token, with a forged, an expired and an alg:none token; 403 with the other role', async () => {
    const request = sample(fx.ids);
    const before = await databaseChecksum(fx.pool);
    const missing = await call(fx.app, route, request);
    expect(missing.statusCode, 'no token').toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const [kind, headers] of Object.entries(bad[access])) {
      expect((await call(fx.app, route, request, headers)).statusCode, `${kind} token`).toBe(401);
    }
    expect((await call(fx.app, route, request, { authorization: 'Basic YW5uYTphbm5h' })).statusCode, 'basic auth').toBe(401);
    const forbidden = await call(fx.app, route, request, wrongRole());
    expect(forbidden.statusCode, access === 'stylist' ? 'customer token' : 'stylist token').toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });
});

/**
 * The sample made invalid for the route's schema: ids and dates in the path replaced, the query
 * dropped, the body replaced by an unknown field. Null when there is nothing to break.
 */
function malformed(sample: Sample): Sample | null {
  const [path = ''] = sample.url.split('?');
  const url = path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/g, '/not-a-uuid').replace(/\/[\d-]+(?=\/|$)/g, '/not-an-id');
  const body = sample.body === undefined ? undefined : Array.isArray(sample.body) ? [{ unexpected: true }] : { unexpected: true };
  return url === sample.url && body === undefined ? null : { url, body };
}

const malformedRoutes = protectedRoutes.flatMap((entry) => (malformed(entry.sample(PLACEHOLDER_IDS)) ? [entry] : []));

describe('authentication comes before validation: a malformed request answers 401/403, not 400', () => {
  it.each(malformedRoutes)('$route', async ({ route, access, sample }) => {
    const request = malformed(sample(fx.ids))!;
    const before = await databaseChecksum(fx.pool);
    const missing = await call(fx.app, route, request);
    expect(missing.statusCode, 'no token').toBe(401);
    expect(missing.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await call(fx.app, route, request, bad[access].forged)).statusCode, 'forged token').toBe(401);
    const forbidden = await call(fx.app, route, request, access === 'stylist' ? fx.headers.carla : fx.headers.anna);
    expect(forbidden.statusCode, 'the other role').toBe(403);
    // The owner gets the validation error: the request above really was malformed.
    const owner = await call(fx.app, route, request, access === 'stylist' ? fx.headers.anna : fx.headers.carla);
    expect(owner.statusCode, 'owner').toBe(400);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('a body that is not even JSON answers 401 without a token', async () => {
    const res = await fx.app.inject({ method: 'POST', url: '/api/services', headers: { host: SITE, 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(401);
  });
});

describe('tenancy: another tenant’s id answers 404 and changes nothing', () => {
  it.each(tenantRoutes)('$route', async ({ route, access, sample }) => {
    const request = sample(fx.ids);
    const intruder = access === 'stylist' ? fx.headers.bella : fx.headers.otherCustomer;
    const before = await databaseChecksum(fx.pool);
    const res = await call(fx.app, route, request, intruder);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(Object.keys(res.json()).sort()).toEqual(expect.arrayContaining(['code', 'message', 'requestId']));
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('the owner reaches the same resources (the 404 above is tenancy, not a bad sample)', async () => {
    for (const { route, access, sample } of tenantRoutes.filter((entry) => entry.route.startsWith('GET '))) {
      const owner = access === 'stylist' ? fx.headers.anna : fx.headers.carla;
      expect((await call(fx.app, route, sample(fx.ids), owner)).statusCode, route).toBe(200);
    }
  });

  it('list calls show only the caller’s own rows', async () => {
    const annaServices = (await call(fx.app, 'GET /api/services', { url: '/api/services?itemsPerPage=100' }, fx.headers.bella)).json();
    const ids = (annaServices['hydra:member'] as { id: number }[]).map((service) => service.id);
    expect(ids).toContain(fx.ids.bellaService);
    expect(ids).not.toContain(fx.ids.service);
    const customers = (await call(fx.app, 'GET /api/customers', { url: '/api/customers?itemsPerPage=100' }, fx.headers.bella)).json();
    expect((customers['hydra:member'] as { id: number }[]).map((customer) => customer.id)).not.toContain(fx.ids.customer);
    const mine = (await call(fx.app, 'GET /api/logged-customer/appointments', { url: '/api/logged-customer/appointments' }, fx.headers.otherCustomer)).json();
    expect(JSON.stringify(mine)).not.toContain(fx.ids.carlaAppointment.uuid);
  });

  it('a member filter naming another business’s member lists none of its rows (D68)', async () => {
    const customers = (await call(fx.app, 'GET /api/customers', { url: `/api/customers?itemsPerPage=100&member=${fx.ids.annaMember}` }, fx.headers.bella)).json();
    expect(customers['hydra:member']).toEqual([]);
    const range = new URLSearchParams({ 'startsAt[after]': '2020-01-01T00:00:00Z', 'startsAt[strictly_before]': '2020-12-31T00:00:00Z', member: String(fx.ids.annaMember) });
    const appointments = await call(fx.app, 'GET /api/appointments/list', { url: `/api/appointments/list?${range}` }, fx.headers.bella);
    expect(appointments.statusCode).toBe(200);
    expect(appointments.json()['hydra:member']).toEqual([]);
    // Anna's own filter finds hers: the filter works, it is the business that stops bella.
    expect((await call(fx.app, 'GET /api/customers', { url: `/api/customers?itemsPerPage=100&member=${fx.ids.annaMember}` }, fx.headers.anna)).json()['hydra:member'].length).toBeGreaterThan(0);
  });

  it.each(['/api/stylist-profile-img-update/anna', '/api/stylist-bg-img-update/anna'])('bella cannot upload to anna’s page: %s', async (url) => {
    const before = await databaseChecksum(fx.pool);
    const boundary = 'securityboundary';
    const res = await fx.app.inject({
      method: 'POST',
      url,
      headers: { host: SITE, ...fx.headers.bella, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot really a png\r\n--${boundary}--\r\n`,
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });
});

describe('allow-listed public routes', () => {
  it('the development outbox answers 404 in production', async () => {
    const db = await createMigratedDatabase('none');
    const app = await createTestApp({ database: db.database, env: { NODE_ENV: 'production', API_TOKEN_SECRET: 'x'.repeat(40) } });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/1']) {
        expect((await app.inject({ url, headers: { host: HOSTS.app } })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
