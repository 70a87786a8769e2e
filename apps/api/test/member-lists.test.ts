import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 (D68): the appointment list and the customers list take `member={id}`: one member's
 * appointments, the customers she has one with; within what the caller may see (staff without the
 * team's calendar: hers only, another member's id lists nothing); a bad value is a 400.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
let other: BookingStylist;
type Caller = { id: number; headers: Record<string, string> };
let owner: number;
let dana: Caller;
let eli: Caller;
const ids: Record<string, number> = {};
const customers: Record<string, number> = {};

async function addMember(stylist: BookingStylist, name: string, role: MemberRole): Promise<Caller> {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [stylist.id, `member-${name}-${Math.random()}`, `${name.toLowerCase()}@lists.test`, name, role],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `member-${id}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: stylist.host, authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('lists-salon');
  other = await f.openStylist('lists-other');
  owner = Number((await f.pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id])).rows[0].id);
  dana = await addMember(salon, 'Dana', 'staff');
  eli = await addMember(salon, 'Eli', 'manager');
  for (const name of ['Kim', 'Ana', 'Zoe']) {
    customers[name] = Number((await f.pool.query('INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, $2, $3) RETURNING id', [salon.id, name, 'Lists'])).rows[0].id);
  }
  const book = async (key: string, who: Record<string, string>, customerId: number, startsAt: string) => {
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: who, payload: { customerId, services: [salon.services[1]], startsAt } });
    expect(res.statusCode).toBe(201);
    ids[key] = res.json().id;
  };
  await book('owners', salon.headers, customers.Kim!, '2031-05-10T09:00:00Z');
  await book('danas', dana.headers, customers.Ana!, '2031-05-10T09:00:00Z');
  await book('elis', eli.headers, customers.Zoe!, '2031-05-11T09:00:00Z');
  // Eli books for herself by memberId when the writes take it; otherwise hers is the owner's: set it here.
  await f.pool.query('UPDATE appointments SET member_id = $2 WHERE id = $1', [ids.elis, eli.id]);
});
afterAll(() => f.close());

const range = new URLSearchParams({ 'startsAt[after]': '2031-05-01T00:00:00Z', 'startsAt[strictly_before]': '2031-06-01T00:00:00Z' }).toString();
const get = (url: string, headers: Record<string, string>) => f.app.inject({ method: 'GET', url, headers });
async function appointmentIds(query: string, headers = salon.headers) {
  const res = await get(`/api/appointments/list?${range}${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ 'hydra:member': { id: number; memberId: number }[] }>()['hydra:member'].map((a) => a.id).sort();
}
async function customerIds(query: string, headers = salon.headers) {
  const res = await get(`/api/customers?itemsPerPage=100${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'].map((c) => c.id).sort();
}

describe('GET /api/appointments/list?member=', () => {
  it("lists one member's appointments; without it, the whole business's as before", async () => {
    expect(await appointmentIds('')).toEqual([ids.owners, ids.danas, ids.elis].sort());
    expect(await appointmentIds(`&member=${dana.id}`)).toEqual([ids.danas]);
    expect(await appointmentIds(`&member=${owner}`)).toEqual([ids.owners]);
    expect(await appointmentIds(`&member=${eli.id}`, eli.headers)).toEqual([ids.elis]);
  });

  it("a member of another business lists nothing; staff asking for another member's get nothing, her own as before", async () => {
    const othersOwner = Number((await f.pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [other.id])).rows[0].id);
    expect(await appointmentIds(`&member=${othersOwner}`)).toEqual([]);
    expect(await appointmentIds(`&member=${owner}`, dana.headers)).toEqual([]);
    expect(await appointmentIds(`&member=${dana.id}`, dana.headers)).toEqual([ids.danas]);
    expect(await appointmentIds('', dana.headers)).toEqual([ids.danas]);
    // Allowed to see the team's calendar: she may narrow it to anyone.
    await f.pool.query('UPDATE members SET sees_team_calendar = true WHERE id = $1', [dana.id]);
    expect(await appointmentIds(`&member=${owner}`, dana.headers)).toEqual([ids.owners]);
    await f.pool.query('UPDATE members SET sees_team_calendar = false WHERE id = $1', [dana.id]);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999'])('member=%s → 400 in the one error shape', async (value) => {
    const res = await get(`/api/appointments/list?${range}&member=${value}`, salon.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { member: 'member must be the id of a member' } });
  });
});

describe('GET /api/customers?member=', () => {
  it('lists the customers with an appointment with that member; without it, all as before', async () => {
    expect(await customerIds('')).toEqual(Object.values(customers).sort());
    expect(await customerIds(`&member=${dana.id}`)).toEqual([customers.Ana]);
    expect(await customerIds(`&member=${eli.id}`)).toEqual([customers.Zoe]);
    expect(await customerIds(`&member=${owner}`, eli.headers)).toEqual([customers.Kim]);
  });

  it("staff get only hers: another member's id lists nothing", async () => {
    expect(await customerIds('', dana.headers)).toEqual([customers.Ana]);
    expect(await customerIds(`&member=${owner}`, dana.headers)).toEqual([]);
  });

  it.each(['x', '0'])('member=%s → 400 in the one error shape', async (value) => {
    const res = await get(`/api/customers?member=${value}`, salon.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { member: 'member must be the id of a member' } });
  });
});
