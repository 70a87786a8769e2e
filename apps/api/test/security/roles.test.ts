import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecurityFixture, databaseChecksum, SITE, type Headers, type SecurityFixture } from './fixture';
import { MEMBER_ROLES_TABLE, type Gate } from './member-roles';
import { ROUTES, serviceBody, type Sample } from './routes';

/**
 * Issue #34 (D60): the role gates of a business's members, table-driven over the route table, and
 * what staff see of the appointments and customers (only hers; the team's, read only, when allowed).
 */
let fx: SecurityFixture;
const members = {} as Record<'manager' | 'staff', { id: number; headers: Headers }>;
let ownerMember: number;

beforeAll(async () => {
  fx = await createSecurityFixture();
  ownerMember = fx.ids.annaMember;
  for (const role of ['manager', 'staff'] as const) {
    const { rows } = await fx.pool.query(
      'INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [fx.ids.anna, `security-${role}`, `${role}@example.test`, `Sec ${role}`, role],
    );
    const id = Number(rows[0].id);
    const token = await fx.app.apiTokens.sign({ sub: `security-${role}`, roles: [ROLES.stylist], stylistId: fx.ids.anna, subdomain: 'anna', memberId: id, memberRole: role });
    members[role] = { id, headers: { authorization: `Bearer ${token}` } };
  }
});
afterAll(() => fx?.close());

function call(route: string, sample: Sample, headers: Headers) {
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return fx.app.inject({
    method,
    url: sample.url,
    headers: { host: SITE, ...headers, ...(sample.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(sample.body === undefined ? {} : { payload: JSON.stringify(sample.body) }),
  });
}

const stylistRoutes = Object.entries(ROUTES).flatMap(([route, entry]) => (entry.access === 'stylist' ? [{ route, sample: entry.sample }] : []));
const gated = (role: 'manager' | 'staff', gate: Gate) =>
  stylistRoutes.filter(({ route }) => MEMBER_ROLES_TABLE[route]?.[role] === gate).map((entry) => ({ ...entry, role }));

describe('the role table', () => {
  it('classifies every stylist route for managers and staff (a new route fails here until it is listed in member-roles.ts)', () => {
    expect(stylistRoutes.map(({ route }) => route).filter((route) => !(route in MEMBER_ROLES_TABLE))).toEqual([]);
    expect(Object.keys(MEMBER_ROLES_TABLE).filter((route) => ROUTES[route]?.access !== 'stylist')).toEqual([]);
  });

  it('the OpenAPI document lists the roles of every role-gated route in x-roles, as the table says', () => {
    const doc = fx.app.swagger() as { paths: Record<string, Record<string, { 'x-roles'?: MemberRole[] }>> };
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const entry = MEMBER_ROLES_TABLE[route];
        const gatedHere = entry && !entry.inHandler && (entry.manager === 'deny' || entry.staff === 'deny');
        const expected = gatedHere ? ['owner', ...(['manager', 'staff'] as const).filter((role) => entry[role] !== 'deny')] : undefined;
        const declared = operation['x-roles'] ? [...operation['x-roles']].sort() : undefined;
        if (JSON.stringify(declared) !== JSON.stringify(expected?.sort())) wrong.push(`${route}: x-roles ${JSON.stringify(declared)}, table ${JSON.stringify(expected)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('staff see only their own appointments and customers', () => {
  const june = (day: number, hour: number) => `2031-06-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;
  const range = new URLSearchParams({ 'startsAt[after]': june(1, 0), 'startsAt[strictly_before]': june(30, 0) });
  // Her customer (the route samples' customer stays the owner's alone).
  let zara: number;
  const book = async (headers: Headers, startsAt: string, customerId = zara) => {
    const res = await call('POST /api/appointments', { url: '/api/appointments', body: { customerId, services: [fx.ids.service], startsAt } }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number; memberId?: number }>();
  };
  const listed = async (headers: Headers, url: string) => {
    const res = await call('GET /', { url }, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ 'hydra:member': { id: number }[]; 'hydra:totalItems': number }>();
    return { ids: body['hydra:member'].map((row) => row.id), total: body['hydra:totalItems'] };
  };
  let hers: { id: number; memberId?: number };
  let owners: { id: number; memberId?: number };

  beforeAll(async () => {
    const created = await call('POST /api/customers', { url: '/api/customers', body: { name: 'Zara', email: 'zara@example.test' } }, fx.headers.anna);
    zara = created.json<{ id: number }>().id;
    hers = await book(members.staff.headers, june(3, 9));
    owners = await book(fx.headers.anna, june(3, 14));
  });

  it('what she books is hers; the owner’s booking stays the owner’s', () => {
    expect(hers.memberId).toBe(members.staff.id);
    expect(owners.memberId).toBe(ownerMember);
  });

  it.each([
    ['the calendar', `/api/appointments?${range}`],
    ['the list', `/api/appointments/list?${range}`],
  ])('%s holds only hers (and counts only hers); the owner sees both', async (_name, url) => {
    expect(await listed(members.staff.headers, url)).toEqual({ ids: [hers.id], total: 1 });
    expect((await listed(fx.headers.anna, url)).ids).toEqual(expect.arrayContaining([hers.id, owners.id]));
    expect((await listed(members.manager.headers, url)).ids).toEqual(expect.arrayContaining([hers.id, owners.id]));
  });

  it('her calendar pages through her rows alone: 120 of the owner’s earlier in the range leave her first page hers', async () => {
    const july = (day: number) => `2031-07-${String(day).padStart(2, '0')}T00:00:00Z`;
    await fx.pool.query(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
       SELECT $1, $2, 'booked', $3::timestamptz + n * interval '30 minutes', $3::timestamptz + (n + 1) * interval '30 minutes', 1000, 'stylist'
       FROM generate_series(0, 119) AS n`,
      [fx.ids.anna, zara, july(1)],
    );
    const mine = await book(members.staff.headers, '2031-07-10T09:00:00Z');
    const july31 = new URLSearchParams({ 'startsAt[after]': july(1), 'startsAt[strictly_before]': july(31) });
    const res = await call('GET /', { url: `/api/appointments?${july31}` }, members.staff.headers);
    const body = res.json<{ 'hydra:member': { id: number }[]; 'hydra:totalItems': number; 'hydra:view'?: { 'hydra:next'?: string } }>();
    expect({ ids: body['hydra:member'].map((row) => row.id), total: body['hydra:totalItems'], next: body['hydra:view']?.['hydra:next'] }).toEqual({ ids: [mine.id], total: 1, next: undefined });
    const owner = await call('GET /', { url: `/api/appointments?${july31}` }, fx.headers.anna);
    expect(owner.json<{ 'hydra:totalItems': number }>()['hydra:totalItems']).toBe(121);
  });

  it('another member’s appointment answers 404 to her (detail, change, cancel, state, payments), hers 200', async () => {
    const before = await databaseChecksum(fx.pool);
    for (const [route, sample] of [
      ['GET /api/appointments/:id', { url: `/api/appointments/${owners.id}` }],
      ['PUT /api/appointments/:id', { url: `/api/appointments/${owners.id}`, body: { note: 'mine now' } }],
      ['DELETE /api/appointments/:id', { url: `/api/appointments/${owners.id}` }],
      ['POST /api/appointment/:id/set-state', { url: `/api/appointment/${owners.id}/set-state`, body: { transition: 'cancel' } }],
      ['GET /api/appointment/:id/payment/card/details', { url: `/api/appointment/${owners.id}/payment/card/details` }],
    ] as const) {
      const res = await call(route, sample, members.staff.headers);
      expect(res.statusCode, route).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await databaseChecksum(fx.pool)).toEqual(before);
    expect((await call('GET /api/appointments/:id', { url: `/api/appointments/${hers.id}` }, members.staff.headers)).statusCode).toBe(200);
    const moved = await call('PUT /api/appointments/:id', { url: `/api/appointments/${hers.id}`, body: { note: 'my note' } }, members.staff.headers);
    expect(moved.statusCode).toBe(200);
  });

  it('with the team’s calendar allowed she reads the others’ appointments, and still cannot change them', async () => {
    await fx.pool.query('UPDATE members SET sees_team_calendar = true WHERE id = $1', [members.staff.id]);
    try {
      expect((await listed(members.staff.headers, `/api/appointments/list?${range}`)).ids).toEqual(expect.arrayContaining([hers.id, owners.id]));
      expect((await listed(members.staff.headers, `/api/appointments?${range}`)).ids).toEqual(expect.arrayContaining([hers.id, owners.id]));
      expect((await call('GET /api/appointments/:id', { url: `/api/appointments/${owners.id}` }, members.staff.headers)).statusCode).toBe(200);
      const before = await databaseChecksum(fx.pool);
      const change = await call('PUT /api/appointments/:id', { url: `/api/appointments/${owners.id}`, body: { note: 'mine now' } }, members.staff.headers);
      expect(change.statusCode).toBe(404);
      const cancel = await call('DELETE /api/appointments/:id', { url: `/api/appointments/${owners.id}` }, members.staff.headers);
      expect(cancel.statusCode).toBe(404);
      expect(await databaseChecksum(fx.pool)).toEqual(before);
    } finally {
      await fx.pool.query('UPDATE members SET sees_team_calendar = false WHERE id = $1', [members.staff.id]);
    }
  });

  it('a series she books is hers; repeating another member’s appointment answers 404', async () => {
    const body = { customerId: zara, services: [fx.ids.service], everyWeeks: 1, occurrences: [{ startsAt: june(17, 9) }, { startsAt: june(24, 9) }] };
    const created = await call('POST /api/appointments/series', { url: '/api/appointments/series', body }, members.staff.headers);
    expect(created.statusCode, created.body).toBe(201);
    const rows = created.json<{ appointments: { memberId?: number }[] }>().appointments;
    expect(rows.map((row) => row.memberId)).toEqual([members.staff.id, members.staff.id]);
    const before = await databaseChecksum(fx.pool);
    const joined = { ...body, appointmentId: owners.id, occurrences: [{ startsAt: june(20, 14) }] };
    expect((await call('POST /api/appointments/series', { url: '/api/appointments/series', body: joined }, members.staff.headers)).statusCode).toBe(404);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('her language choice answers 204 and leaves the owner’s account language alone', async () => {
    const language = async () => (await fx.pool.query('SELECT locale FROM stylists WHERE id = $1', [fx.ids.anna])).rows[0].locale;
    const before = await language();
    const res = await call('PUT /api/stylist/language', { url: '/api/stylist/language', body: { language: before === 'ar' ? 'fr' : 'ar' } }, members.staff.headers);
    expect(res.statusCode).toBe(204);
    expect(await language()).toBe(before);
  });

  it('her customers are those she has an appointment with', async () => {
    const created = await call('POST /api/customers', { url: '/api/customers', body: { name: 'Olga', email: 'olga@example.test' } }, fx.headers.anna);
    const olga = created.json<{ id: number }>().id;
    const customers = async () => (await listed(members.staff.headers, '/api/customers?itemsPerPage=100')).ids;
    expect(await customers()).toContain(zara);
    expect(await customers()).not.toContain(fx.ids.customer);
    expect(await customers()).not.toContain(olga);
    await book(fx.headers.anna, june(10, 9), olga);
    expect((await call('GET /api/customers/:id', { url: `/api/customers/${olga}` }, members.staff.headers)).statusCode).toBe(404);
    expect(await customers()).not.toContain(olga);
    await book(members.staff.headers, june(11, 9), olga);
    expect((await call('GET /api/customers/:id', { url: `/api/customers/${olga}` }, members.staff.headers)).statusCode).toBe(200);
    expect(await customers()).toContain(olga);
  });
});

describe.each(['staff', 'manager'] as const)('a %s of the business', (role) => {
  it.each(gated(role, 'deny'))('$route: 403 (role_forbidden), nothing changed', async ({ route, sample }) => {
    const before = await databaseChecksum(fx.pool);
    const res = await call(route, sample(fx.ids), members[role].headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    if (!MEMBER_ROLES_TABLE[route]?.inHandler) expect(res.json()).toMatchObject({ message: 'Your role does not allow this.', reason: 'role_forbidden' });
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it.each(gated(role, 'own'))('$route: another member’s → 404, nothing changed', async ({ route, sample }) => {
    const before = await databaseChecksum(fx.pool);
    const res = await call(route, sample(fx.ids), members[role].headers);
    expect(res.statusCode).toBe(404);
    expect(await databaseChecksum(fx.pool)).toEqual(before);
  });

  it('reads it may make answer as they answer the owner (200 but for a sample the owner gets 404 for too)', async () => {
    for (const { route, sample } of gated(role, 'allow').filter(({ route }) => route.startsWith('GET '))) {
      const res = await call(route, sample(fx.ids), members[role].headers);
      const owner = await call(route, sample(fx.ids), fx.headers.anna);
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(owner.statusCode);
      expect([200, 404], route).toContain(res.statusCode);
    }
  });

  it('writes it may make get past the role gate (no 401/403, no 5xx)', async () => {
    // Deletions last: the other samples still find their resources.
    const writes = gated(role, 'allow').filter(({ route }) => !route.startsWith('GET ')).sort((a, b) => Number(a.route.startsWith('DELETE ')) - Number(b.route.startsWith('DELETE ')));
    for (const { route, sample } of writes) {
      const res = await call(route, sample(fx.ids), members[role].headers);
      expect([401, 403], `${route}: ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
      expect(res.statusCode, route).toBeLessThan(500);
    }
  });
});

describe('deactivating a staff member while she books (issue #34)', () => {
  it('50 at once: the deactivation and her bookings never both win, and nothing answers 5xx', async () => {
    const { rows } = await fx.pool.query(
      "INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'security-racer', 'racer@example.test', 'Racer', 'staff') RETURNING id",
      [fx.ids.anna],
    );
    const racer = Number(rows[0].id);
    const token = await fx.app.apiTokens.sign({ sub: 'security-racer', roles: [ROLES.stylist], stylistId: fx.ids.anna, subdomain: 'anna', memberId: racer, memberRole: 'staff' });
    const hers: Headers = { authorization: `Bearer ${token}` };
    const customer = (await call('POST /api/customers', { url: '/api/customers', body: { name: 'Rhea', email: 'rhea@example.test' } }, fx.headers.anna)).json<{ id: number }>().id;
    // Its own service: the gate tests above may have changed the sample one.
    const service = (await call('POST /api/services', { url: '/api/services', body: serviceBody(fx.ids) }, fx.headers.anna)).json<{ id: number }>().id;
    const startOf = (i: number) => new Date(Date.UTC(2031, 7, 1 + i, 10)).toISOString();
    const [deactivation, ...bookings] = await Promise.all([
      call('PATCH /api/members/:id', { url: `/api/members/${racer}`, body: { active: false } }, fx.headers.anna),
      ...Array.from({ length: 49 }, (_, i) =>
        call('POST /api/appointments', { url: '/api/appointments', body: { customerId: customer, services: [service], startsAt: startOf(i) } }, hers),
      ),
    ]);
    expect([200, 409]).toContain(deactivation!.statusCode);
    const made = bookings.filter((res) => res.statusCode === 201).length;
    expect(bookings.every((res) => res.statusCode === 201 || res.statusCode === 403), bookings.map((res) => `${res.statusCode} ${res.body}`).join()).toBe(true);
    const { rows: left } = await fx.pool.query<{ n: number; active: boolean }>(
      "SELECT (SELECT count(*)::int FROM appointments WHERE member_id = $1 AND state = 'booked') AS n, (SELECT active FROM members WHERE id = $1) AS active",
      [racer],
    );
    // Deactivated: not one booking of hers ahead. Still active: the deactivation was refused with her count.
    if (deactivation!.statusCode === 200) expect({ made, ...left[0] }).toEqual({ made: 0, n: 0, active: false });
    else expect({ active: left[0]!.active, n: left[0]!.n }).toEqual({ active: true, n: made });
  });
});
