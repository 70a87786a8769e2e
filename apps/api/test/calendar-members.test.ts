import { RANGE_PAGE_SIZE, ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 stage 2 (D65): the calendar's reads narrowed to one member (`?member=`): the range
 * (each column of the side-by-side day, the week's filter) and the day schedule. Within what the
 * caller may see: staff who may not see the team's calendar keep their own rows only.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
let other: BookingStylist;
let ownerId: number;
let dana: { id: number; headers: Record<string, string> };
let eli: { id: number; headers: Record<string, string> };
let othersOwner: number;
const ids: Record<'owner' | 'dana' | 'eli', number> = { owner: 0, dana: 0, eli: 0 };

const DAY = { 'startsAt[after]': '2031-03-10T00:00:00+01:00', 'startsAt[strictly_before]': '2031-03-11T00:00:00+01:00' };
type Row = { id: number; memberId: number; memberName: string };
type Range = { 'hydra:member': Row[]; 'hydra:totalItems': number; 'hydra:view'?: { 'hydra:next'?: string } };

async function addMember(name: string, role: MemberRole, position: number) {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [salon.id, `calendar-${name}`, `${name.toLowerCase()}@example.test`, name, role, position],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `calendar-${name}`, roles: [ROLES.stylist], stylistId: salon.id, subdomain: salon.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: salon.host, authorization: `Bearer ${token}` } };
}

/** An appointment of the salon at `startsAt`, then given to `memberId` (as a reassignment leaves it). */
async function book(customerId: number, startsAt: string, memberId: number): Promise<number> {
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: salon.headers, payload: { customerId, services: [salon.services[0]], startsAt } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = $2', [memberId, id]);
  return id;
}

async function range(headers: Record<string, string>, query: Record<string, string> = {}) {
  const res = await f.app.inject({ method: 'GET', url: `/api/appointments?${new URLSearchParams({ ...DAY, ...query })}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Range>();
}
const idsOf = (answer: Range) => answer['hydra:member'].map((row) => row.id);

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('calendar-team');
  other = await f.openStylist('calendar-other');
  ownerId = Number((await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id])).rows[0]!.id);
  othersOwner = Number((await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [other.id])).rows[0]!.id);
  eli = await addMember('Eli', 'manager', 1);
  dana = await addMember('Dana', 'staff', 2);
  const customer = Number((await f.pool.query<{ id: string }>("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Zoe', 'Ray') RETURNING id", [salon.id])).rows[0]!.id);
  // One time, three members: each is busy on her own (the no-overlap guarantee is per member).
  ids.owner = await book(customer, '2031-03-10T09:00:00+01:00', ownerId);
  ids.dana = await book(customer, '2031-03-10T10:00:00+01:00', dana.id);
  ids.eli = await book(customer, '2031-03-10T11:00:00+01:00', eli.id);
  const otherCustomer = Number((await f.pool.query<{ id: string }>("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Ola', 'Berg') RETURNING id", [other.id])).rows[0]!.id);
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: other.headers, payload: { customerId: otherCustomer, services: [other.services[0]], startsAt: '2031-03-10T09:00:00+01:00' } });
  expect(res.statusCode, res.body).toBe(201);
}, 60_000);
afterAll(() => f.close());

describe('GET /api/appointments?member= (the calendar range)', () => {
  it('without `member`, the whole business; with it, that member’s rows only, named', async () => {
    expect(idsOf(await range(salon.headers))).toEqual([ids.owner, ids.dana, ids.eli]);
    const hers = await range(salon.headers, { member: String(dana.id) });
    expect(idsOf(hers)).toEqual([ids.dana]);
    expect(hers['hydra:totalItems']).toBe(1);
    expect(hers['hydra:member'][0]).toMatchObject({ memberId: dana.id, memberName: 'Dana' });
    expect(idsOf(await range(salon.headers, { member: String(ownerId) }))).toEqual([ids.owner]);
    expect(idsOf(await range(eli.headers, { member: String(eli.id) }))).toEqual([ids.eli]);
  });

  it('another business’s member lists nothing, as other filters do (not its rows, not an error)', async () => {
    const answer = await range(salon.headers, { member: String(othersOwner) });
    expect(answer['hydra:member']).toEqual([]);
    expect(answer['hydra:totalItems']).toBe(0);
    expect((await range(other.headers, { member: String(dana.id) }))['hydra:member']).toEqual([]);
  });

  it('a member that is not a positive whole number is a 400 naming the field', async () => {
    for (const member of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await f.app.inject({ method: 'GET', url: `/api/appointments?${new URLSearchParams({ ...DAY, member })}`, headers: salon.headers });
      expect(res.statusCode, member).toBe(400);
      expect(res.json<{ fields?: Record<string, string> }>().fields, member).toHaveProperty('member');
    }
  });

  it('staff without the team’s calendar see their own rows only: another member asked lists nothing', async () => {
    expect(idsOf(await range(dana.headers))).toEqual([ids.dana]);
    expect(idsOf(await range(dana.headers, { member: String(dana.id) }))).toEqual([ids.dana]);
    const owners = await range(dana.headers, { member: String(ownerId) });
    expect(owners['hydra:member']).toEqual([]);
    expect(owners['hydra:totalItems']).toBe(0);
  });

  it('staff allowed the team’s calendar may look at any member’s column', async () => {
    await f.pool.query('UPDATE members SET sees_team_calendar = true WHERE id = $1', [dana.id]);
    try {
      expect(idsOf(await range(dana.headers))).toEqual([ids.owner, ids.dana, ids.eli]);
      expect(idsOf(await range(dana.headers, { member: String(ownerId) }))).toEqual([ids.owner]);
    } finally {
      await f.pool.query('UPDATE members SET sees_team_calendar = false WHERE id = $1', [dana.id]);
    }
  });

  it('a member’s range longer than a page names its next page with the member kept', async () => {
    const week = { 'startsAt[after]': '2031-04-01T00:00:00Z', 'startsAt[strictly_before]': '2031-04-08T00:00:00Z' };
    // Dana's many short appointments and one of the owner's in between: the pages are hers alone.
    await f.pool.query(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by, member_id)
       SELECT $1, NULL, 'booked', t, t + interval '10 minutes', 0, 'stylist', $2
       FROM generate_series(timestamptz '2031-04-02T06:00:00Z', timestamptz '2031-04-02T06:00:00Z' + ($3 - 1) * interval '10 minutes', interval '10 minutes') t`,
      [salon.id, dana.id, RANGE_PAGE_SIZE + 5],
    );
    await f.pool.query(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by, member_id)
       VALUES ($1, NULL, 'booked', '2031-04-02T08:00:00Z', '2031-04-02T09:00:00Z', 0, 'stylist', $2)`,
      [salon.id, ownerId],
    );
    const first = await range(salon.headers, { ...week, member: String(dana.id) });
    expect(first['hydra:member']).toHaveLength(RANGE_PAGE_SIZE);
    expect(first['hydra:totalItems']).toBe(RANGE_PAGE_SIZE + 5);
    const next = first['hydra:view']?.['hydra:next'];
    expect(next).toContain(`member=${dana.id}`);
    const res = await f.app.inject({ method: 'GET', url: next!, headers: salon.headers });
    const second = res.json<Range>();
    expect(second['hydra:member']).toHaveLength(5);
    expect(new Set([...first['hydra:member'], ...second['hydra:member']].map((row) => row.memberId))).toEqual(new Set([dana.id]));
  });
});

describe('GET /api/appointments/schedule/{date}?member=', () => {
  const schedule = async (query = '') => {
    const res = await f.app.inject({ method: 'GET', url: `/api/appointments/schedule/2031-03-10${query}`, headers: salon.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ appointments: Row[] }>().appointments.map((a) => a.id);
  };

  it('lists the day of the whole business, or of one member', async () => {
    expect(await schedule()).toEqual([ids.owner, ids.dana, ids.eli]);
    expect(await schedule(`?member=${dana.id}`)).toEqual([ids.dana]);
    expect(await schedule(`?member=${othersOwner}`)).toEqual([]);
    const bad = await f.app.inject({ method: 'GET', url: '/api/appointments/schedule/2031-03-10?member=x', headers: salon.headers });
    expect(bad.statusCode).toBe(400);
  });
});
