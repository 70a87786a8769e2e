import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 stage 2 (D63): each member's week through the settings calls — open hours, special
 * days, blocked time, booking rules (`?member=`) and the services she performs. Owners and managers
 * reach anyone's, staff only their own (403), another business's member is 404; a business with one
 * member answers as before.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
let solo: BookingStylist;
let other: BookingStylist;
type Member = { id: number; headers: Record<string, string> };
let owner: number;
let dana: Member;
let eli: Member;
let otherOwner: number;

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, body?: unknown) =>
  f.app.inject({
    method,
    url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
const ok = async (method: Method, url: string, headers: Record<string, string>, body?: unknown) => {
  const res = await call(method, url, headers, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.statusCode === 204 ? null : res.json<Json>();
};
const items = (body: Json | null) => (body?.['hydra:member'] ?? []) as Json[];

async function addMember(stylist: BookingStylist, name: string, role: MemberRole): Promise<Member> {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [stylist.id, `week-${name}`, `${name.toLowerCase()}@example.test`, name, role],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `week-${name}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: stylist.host, authorization: `Bearer ${token}` } };
}
const ownerOf = async (stylist: BookingStylist) =>
  Number((await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [stylist.id])).rows[0]!.id);

const hours = async (headers: Record<string, string>, member?: number) =>
  items(await ok('GET', `/api/open_hours${member === undefined ? '' : `?member=${member}`}`, headers)).map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }));
const WHOLE_WEEK = Array.from({ length: 7 }, (_, weekDay) => ({ weekDay, startTime: '00:00', endTime: '23:00' }));
const DANA_WEEK = [{ weekDay: 1, startTime: '09:00', endTime: '12:00' }];

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('weeksalon');
  solo = await f.openStylist('weeksolo');
  other = await f.openStylist('weekother');
  owner = await ownerOf(salon);
  otherOwner = await ownerOf(other);
  dana = await addMember(salon, 'Dana', 'staff');
  eli = await addMember(salon, 'Eli', 'manager');
});
afterAll(() => f?.close());

describe('open hours per member', () => {
  it('a new member starts with the owner’s week; staff read their own without `member`', async () => {
    expect(await hours(dana.headers)).toEqual(WHOLE_WEEK);
    expect(await hours(salon.headers, dana.id)).toEqual(WHOLE_WEEK);
  });

  it('Dana sets her own hours: hers change, the owner’s do not (the public page’s whole week still covers hers)', async () => {
    const saved = await ok('POST', '/api/open_hours', dana.headers, DANA_WEEK);
    expect(items(saved).map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }))).toEqual(DANA_WEEK);
    expect(await hours(dana.headers)).toEqual(DANA_WEEK);
    expect(await hours(salon.headers)).toEqual(WHOLE_WEEK);
    expect(await hours(eli.headers)).toEqual(WHOLE_WEEK);
    const shown = await ok('GET', '/api/public/open_hours', { host: salon.host });
    expect(items(shown)).toHaveLength(7);
  });

  it('staff may not read or change another member’s week (403, the role message, nothing changed)', async () => {
    for (const [method, body] of [['GET', undefined], ['POST', DANA_WEEK]] as const) {
      const res = await call(method, `/api/open_hours?member=${owner}`, dana.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', reason: 'role_forbidden', message: 'Your role does not allow this.' });
    }
    expect(await hours(salon.headers)).toEqual(WHOLE_WEEK);
  });

  it('staff who see the team’s calendar read (never change) the others’ hours, days and blocked time: their columns are shaded', async () => {
    const reads = [
      `/api/open_hours?member=${owner}`,
      `/api/open_hours/overrides?member=${owner}`,
      `/api/blocked_times?${new URLSearchParams({ 'startsAt[after]': berlinStart(1, '00:00'), 'startsAt[strictly_before]': berlinStart(8, '00:00'), member: String(owner) })}`,
    ];
    for (const url of reads) expect((await call('GET', url, dana.headers)).statusCode, url).toBe(403);
    await f.pool.query('UPDATE members SET sees_team_calendar = true WHERE id = $1', [dana.id]);
    try {
      expect(await hours(dana.headers, owner)).toEqual(WHOLE_WEEK);
      for (const url of reads) expect((await call('GET', url, dana.headers)).statusCode, url).toBe(200);
      // Reading is all: her own week stays the only one she changes; another business's member is still 404.
      expect((await call('POST', `/api/open_hours?member=${owner}`, dana.headers, DANA_WEEK)).statusCode).toBe(403);
      expect((await call('POST', `/api/open_hours/overrides?member=${owner}`, dana.headers, { date: dayFromNow(30), intervals: [] })).statusCode).toBe(403);
      expect((await call('GET', `/api/open_hours?member=${otherOwner}`, dana.headers)).statusCode).toBe(404);
      expect(await hours(salon.headers)).toEqual(WHOLE_WEEK);
    } finally {
      await f.pool.query('UPDATE members SET sees_team_calendar = false WHERE id = $1', [dana.id]);
    }
  });

  it('a manager changes a member’s week; a member of another business is 404', async () => {
    await ok('POST', `/api/open_hours?member=${dana.id}`, eli.headers, [{ weekDay: 2, startTime: '10:00', endTime: '14:00' }]);
    expect(await hours(dana.headers)).toEqual([{ weekDay: 2, startTime: '10:00', endTime: '14:00' }]);
    await ok('POST', `/api/open_hours?member=${dana.id}`, salon.headers, DANA_WEEK);
    for (const headers of [salon.headers, eli.headers]) {
      const res = await call('GET', `/api/open_hours?member=${otherOwner}`, headers);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('POST', `/api/open_hours?member=${otherOwner}`, salon.headers, DANA_WEEK)).statusCode).toBe(404);
    expect(await hours(other.headers)).toEqual(WHOLE_WEEK);
    expect((await call('GET', '/api/open_hours?member=abc', salon.headers)).statusCode).toBe(400);
  });
});

describe('the public page’s hours of one member (issue #34)', () => {
  it('`member` answers her week; one not taking online bookings or of another business is 404; malformed 400', async () => {
    await ok('POST', `/api/open_hours?member=${dana.id}`, salon.headers, DANA_WEEK);
    const pub = (member: string | number) => call('GET', `/api/public/open_hours?member=${member}`, { host: salon.host });
    expect(items((await pub(dana.id)).json()).map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }))).toEqual(DANA_WEEK);
    expect(items((await pub(owner)).json())).toHaveLength(7);
    const foreign = await pub(otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'This stylist cannot be booked online.' });
    await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE id = $1', [eli.id]);
    expect((await pub(eli.id)).statusCode).toBe(404);
    await f.pool.query('UPDATE members SET takes_online_bookings = true WHERE id = $1', [eli.id]);
    expect((await pub('abc')).statusCode).toBe(400);
  });

  it('without `member` a team’s page shows when the salon is open: its bookable members’ hours joined; a solo business’s as stored', async () => {
    const pub = async (host: string) => items(await ok('GET', '/api/public/open_hours', { host }));
    const week = (rows: Json[]) => rows.map(({ weekDay, startTime, endTime }) => ({ weekDay, startTime, endTime }));
    // Tuesdays: the owner 10–14, Dana 9–12 and 13–17, Eli 8–10 (touching the owner’s); Eli on Saturday mornings too.
    await ok('POST', '/api/open_hours', salon.headers, [{ weekDay: 1, startTime: '10:00', endTime: '14:00' }]);
    await ok('POST', `/api/open_hours?member=${dana.id}`, salon.headers, [...DANA_WEEK, { weekDay: 1, startTime: '13:00', endTime: '17:00' }]);
    await ok('POST', `/api/open_hours?member=${eli.id}`, salon.headers, [{ weekDay: 1, startTime: '08:00', endTime: '10:00' }, { weekDay: 5, startTime: '09:00', endTime: '11:00' }]);
    try {
      const joined = await pub(salon.host);
      expect(week(joined)).toEqual([
        { weekDay: 1, startTime: '08:00', endTime: '17:00' },
        { weekDay: 5, startTime: '09:00', endTime: '11:00' },
      ]);
      expect(joined.every((row) => typeof row.id === 'number' && row['@id'] === `/api/open_hours/${row.id}`)).toBe(true);
      // Eli stops taking online bookings: her hours are no longer the salon's; nobody does: the owner's, as before members.
      await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE id = $1', [eli.id]);
      expect(week(await pub(salon.host))).toEqual([{ weekDay: 1, startTime: '09:00', endTime: '17:00' }]);
      await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE stylist_id = $1', [salon.id]);
      expect(week(await pub(salon.host))).toEqual([{ weekDay: 1, startTime: '10:00', endTime: '14:00' }]);
    } finally {
      await f.pool.query('UPDATE members SET takes_online_bookings = true WHERE stylist_id = $1', [salon.id]);
      await ok('POST', '/api/open_hours', salon.headers, WHOLE_WEEK);
      await ok('POST', `/api/open_hours?member=${dana.id}`, salon.headers, DANA_WEEK);
      await ok('POST', `/api/open_hours?member=${eli.id}`, salon.headers, WHOLE_WEEK);
    }
    // One member: her rows exactly as her own settings list them (ids and all), touching ones not joined.
    const split = [{ weekDay: 2, startTime: '09:00', endTime: '12:00' }, { weekDay: 2, startTime: '12:00', endTime: '15:00' }];
    const own = items(await ok('POST', '/api/open_hours', solo.headers, split));
    try {
      expect(await pub(solo.host)).toEqual(own);
      expect(week(own)).toEqual(split);
    } finally {
      await ok('POST', '/api/open_hours', solo.headers, WHOLE_WEEK);
    }
  });
});

describe('special days: the salon’s and a member’s own', () => {
  const day = dayFromNow(20);
  const dates = async (headers: Record<string, string>, member?: string | number) =>
    items(await ok('GET', `/api/open_hours/overrides${member === undefined ? '' : `?member=${member}`}`, headers)).map((d) => d.date);

  it('owners write the salon’s days without `member`; staff their own; each list holds its own', async () => {
    await ok('POST', '/api/open_hours/overrides', salon.headers, { date: day, intervals: [], note: 'Closed' });
    await ok('POST', '/api/open_hours/overrides', dana.headers, { date: dayFromNow(21), intervals: [{ startTime: '10:00', endTime: '12:00' }], note: 'Dentist' });
    expect(await dates(salon.headers)).toEqual([day]);
    expect(await dates(eli.headers, 'salon')).toEqual([day]);
    expect(await dates(dana.headers, 'salon')).toEqual([day]);
    expect(await dates(dana.headers)).toEqual([dayFromNow(21)]);
    expect(await dates(salon.headers, dana.id)).toEqual([dayFromNow(21)]);
    expect(await dates(salon.headers, owner)).toEqual([]);
  });

  it('staff may not change the salon’s days nor another member’s (403); another business’s member is 404', async () => {
    const before = await dates(salon.headers);
    for (const member of ['salon', String(owner)]) {
      expect((await call('POST', `/api/open_hours/overrides?member=${member}`, dana.headers, { date: dayFromNow(22), intervals: [] })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/open_hours/overrides/${day}?member=${member}`, dana.headers)).statusCode).toBe(403);
    }
    expect(await dates(salon.headers)).toEqual(before);
    expect((await call('GET', `/api/open_hours/overrides?member=${otherOwner}`, salon.headers)).statusCode).toBe(404);
  });

  it('removing a member’s own day leaves the salon’s day of that date', async () => {
    await ok('POST', `/api/open_hours/overrides?member=${dana.id}`, eli.headers, { date: day, intervals: [{ startTime: '09:00', endTime: '10:00' }] });
    expect(await dates(dana.headers)).toEqual([day, dayFromNow(21)]);
    await ok('DELETE', `/api/open_hours/overrides/${day}`, dana.headers);
    expect(await dates(dana.headers)).toEqual([dayFromNow(21)]);
    expect(await dates(salon.headers)).toEqual([day]);
  });
});

describe('blocked time per member', () => {
  const range = (days: number) => ({ 'startsAt[after]': berlinStart(days, '00:00'), 'startsAt[strictly_before]': berlinStart(days + 1, '00:00') });
  const listed = async (headers: Record<string, string>, days: number, member?: string) =>
    items(await ok('GET', `/api/blocked_times?${new URLSearchParams({ ...range(days), ...(member ? { member } : {}) })}`, headers)).map((b) => [b.note, b.memberId]);
  const block = (headers: Record<string, string>, days: number, note: string, extra: Json = {}) =>
    call('POST', '/api/blocked_times', headers, { startsAt: berlinStart(days, '10:00'), endsAt: berlinStart(days, '11:00'), note, ...extra });

  it('rows carry their member; each lists her own, `all` everyone’s', async () => {
    expect((await block(dana.headers, 5, 'Dana away')).json()).toMatchObject({ memberId: dana.id });
    expect((await block(salon.headers, 5, 'Owner away')).json()).toMatchObject({ memberId: owner });
    expect((await block(eli.headers, 5, 'Dana training', { memberId: dana.id })).json()).toMatchObject({ memberId: dana.id });
    expect(await listed(dana.headers, 5)).toEqual([['Dana away', dana.id], ['Dana training', dana.id]]);
    expect(await listed(salon.headers, 5)).toEqual([['Owner away', owner]]);
    expect((await listed(eli.headers, 5, 'all')).map(([note]) => note).sort()).toEqual(['Dana away', 'Dana training', 'Owner away']);
  });

  it('staff may not block, move or delete another member’s time, nor list everyone’s unless she sees the team', async () => {
    const owners = (await ok('GET', `/api/blocked_times?${new URLSearchParams({ ...range(5), member: String(owner) })}`, salon.headers))!;
    const id = items(owners)[0]!.id as number;
    expect((await block(dana.headers, 6, 'x', { memberId: owner })).statusCode).toBe(403);
    expect((await call('PUT', `/api/blocked_times/${id}`, dana.headers, { startsAt: berlinStart(5, '12:00'), endsAt: berlinStart(5, '13:00') })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/blocked_times/${id}`, dana.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/blocked_times?${new URLSearchParams({ ...range(5), member: 'all' })}`, dana.headers)).statusCode).toBe(403);
    await f.pool.query('UPDATE members SET sees_team_calendar = true WHERE id = $1', [dana.id]);
    expect(await listed(dana.headers, 5, 'all')).toHaveLength(3);
    await f.pool.query('UPDATE members SET sees_team_calendar = false WHERE id = $1', [dana.id]);
    expect(await listed(salon.headers, 5)).toEqual([['Owner away', owner]]);
    expect((await block(salon.headers, 6, 'x', { memberId: otherOwner })).statusCode).toBe(404);
  });

  it('the appointments a range covers are the member’s own', async () => {
    const start = berlinStart(7, '10:00');
    const customer = await ok('POST', '/api/customers', salon.headers, { name: 'Cora', email: 'cora@example.test' });
    await ok('POST', '/api/appointments', salon.headers, { customerId: customer!.id, services: [salon.services[0]], startsAt: start });
    const covered = async (headers: Record<string, string>) =>
      items(await ok('GET', `/api/blocked_times/covered_appointments?${new URLSearchParams({ startsAt: start, endsAt: berlinStart(7, '12:00') })}`, headers)).length;
    expect(await covered(salon.headers)).toBe(1);
    expect(await covered(dana.headers)).toBe(0);
  });
});

describe('booking rules per member', () => {
  const rules = async (headers: Record<string, string>, member?: number) => ok('GET', `/api/booking_rules${member === undefined ? '' : `?member=${member}`}`, headers);

  it('a member falls back on the business’s rules, sets her own, and goes back with null', async () => {
    await ok('PUT', '/api/booking_rules', salon.headers, { minNoticeMinutes: 120, horizonDays: 30, slotStepMinutes: null });
    const business = await rules(salon.headers);
    expect(business).toMatchObject({ minNoticeMinutes: 120, horizonDays: 30 });
    const { defaults: _server, ...inEffect } = business!;
    expect(await rules(dana.headers)).toEqual({ ...inEffect, defaults: inEffect });
    const hers = await ok('PUT', '/api/booking_rules', dana.headers, { minNoticeMinutes: 0, horizonDays: null, slotStepMinutes: 60 });
    expect(hers).toEqual({ minNoticeMinutes: 0, horizonDays: 30, slotStepMinutes: 60, defaults: inEffect });
    expect(await rules(salon.headers, dana.id)).toEqual(hers);
    expect(await rules(salon.headers)).toEqual(business);
    const member = items(await ok('GET', '/api/members', salon.headers)).find((m) => m.id === dana.id);
    expect(member).toMatchObject({ minNoticeMinutes: 0, horizonDays: null, slotStepMinutes: 60, allServices: true });
    expect((await call('PUT', `/api/booking_rules?member=${owner}`, dana.headers, { minNoticeMinutes: 0, horizonDays: null, slotStepMinutes: null })).statusCode).toBe(403);
    expect((await call('GET', `/api/booking_rules?member=${otherOwner}`, eli.headers)).statusCode).toBe(404);
    expect((await call('PUT', '/api/booking_rules', dana.headers, { minNoticeMinutes: 0, horizonDays: null, slotStepMinutes: null, stylistId: 1 })).statusCode).toBe(400);
  });

  it('the owner’s rules are the business’s, on her profile as before', async () => {
    const profile = await ok('GET', `/api/stylists/${salon.id}`, salon.headers);
    expect(profile).toMatchObject({ minNoticeMinutes: 120, horizonDays: 30, slotStepMinutes: null });
  });
});

describe('the services a member performs', () => {
  const services = (headers: Record<string, string>, id: number) => ok('GET', `/api/members/${id}/services`, headers);

  it('by default she performs every service at the service’s own duration and price', async () => {
    const list = await services(salon.headers, dana.id);
    expect(list).toMatchObject({ allServices: true, 'hydra:totalItems': 3 });
    expect(items(list).find((s) => s.serviceId === salon.services[0])).toEqual({
      serviceId: salon.services[0], name: 'Cut', performs: true, durationMinutes: 60, priceCents: 3000, ownDurationMinutes: null, ownPriceCents: null,
    });
  });

  it('a manager sets what she performs and her own duration and price; staff read their own', async () => {
    const [cut, wash] = salon.services as [number, number];
    const saved = await ok('PUT', `/api/members/${dana.id}/services`, eli.headers, {
      allServices: false,
      services: [{ serviceId: cut, durationMinutes: 45, priceCents: 3500 }, { serviceId: wash }],
    });
    expect(saved!.allServices).toBe(false);
    expect(items(saved).map((s) => [s.name, s.performs, s.durationMinutes, s.priceCents, s.ownDurationMinutes, s.ownPriceCents])).toEqual([
      ['Cut', true, 60, 3000, 45, 3500],
      ['Secret', false, 30, 999, null, null],
      ['Wash', true, 15, 1050, null, null],
    ]);
    expect(await services(dana.headers, dana.id)).toEqual(saved);
    expect(items(await ok('GET', '/api/members', dana.headers)).find((m) => m.id === dana.id)).toMatchObject({ allServices: false });
    // Every service again: only rows that change something stay.
    const all = await ok('PUT', `/api/members/${dana.id}/services`, salon.headers, { allServices: true, services: [{ serviceId: wash, durationMinutes: null, priceCents: null }] });
    expect(items(all).every((s) => s.performs && s.ownDurationMinutes === null)).toBe(true);
    expect((await f.pool.query('SELECT count(*)::int AS n FROM member_services WHERE member_id = $1', [dana.id])).rows[0].n).toBe(0);
  });

  it('the public page lists what she performs at her own duration and price (`?member=`); the services’ own without it', async () => {
    const [cut, wash] = salon.services as [number, number];
    await ok('PUT', `/api/members/${dana.id}/services`, salon.headers, { allServices: false, services: [{ serviceId: cut, durationMinutes: 45, priceCents: 3500 }] });
    const pub = (query: string) => call('GET', `/api/public/services${query}`, { host: salon.host });
    const hers = await pub(`?member=${dana.id}`);
    expect(hers.statusCode, hers.body).toBe(200);
    expect(items(hers.json()).map((s) => [s.id, s.duration, s.price])).toEqual([[cut, 45, 35]]);
    expect(items((await pub('')).json()).map((s) => [s.id, s.duration, s.price])).toEqual(expect.arrayContaining([[cut, 60, 30], [wash, 15, 10.5]]));
    expect(items((await pub(`?member=${owner}`)).json()).map((s) => s.id)).toEqual(expect.arrayContaining([cut, wash]));
    expect((await pub(`?member=${otherOwner}`)).statusCode).toBe(404);
    expect((await pub('?member=abc')).statusCode).toBe(400);
    await ok('PUT', `/api/members/${dana.id}/services`, salon.headers, { allServices: true, services: [] });
    expect(items((await pub(`?member=${dana.id}`)).json()).map((s) => [s.id, s.duration])).toEqual(expect.arrayContaining([[cut, 60], [wash, 15]]));
  });

  it('bad bodies answer 400 with the field, nothing changed; staff 403; another business’s 404', async () => {
    const before = await services(salon.headers, dana.id);
    const [cut] = salon.services as [number];
    const bad = async (body: unknown, field: string, message: string) => {
      const res = await call('PUT', `/api/members/${dana.id}/services`, salon.headers, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toMatchObject({ [field]: message });
    };
    await bad({ allServices: false, services: [{ serviceId: cut }, { serviceId: cut }] }, 'services.1.serviceId', 'Each service may be listed once');
    await bad({ allServices: false, services: [{ serviceId: other.services[0] }] }, 'services.0.serviceId', 'Choose a service of this business');
    await bad({ allServices: true, services: [{ serviceId: cut, durationMinutes: 1 }] }, 'services.0.durationMinutes', 'The Duration field must be between 5 and 720');
    await bad({ allServices: true, services: [{ serviceId: cut, priceCents: 0 }] }, 'services.0.priceCents', 'Price must be greater than 0');
    expect(await services(salon.headers, dana.id)).toEqual(before);
    expect((await call('PUT', `/api/members/${dana.id}/services`, dana.headers, { allServices: true, services: [] })).statusCode).toBe(403);
    expect((await call('GET', `/api/members/${owner}/services`, dana.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/members/${otherOwner}/services`, salon.headers)).statusCode).toBe(404);
    expect((await call('PUT', `/api/members/${otherOwner}/services`, salon.headers, { allServices: true, services: [] })).statusCode).toBe(404);
  });
});

describe('what availability is made of changes: the business’s kept reads are dropped', () => {
  it('her services and rules (members, member_services) notify the business’s change, as her hours do', async () => {
    const changes = f.app.stylistChanges!;
    await changes.ready;
    const step = async (write: () => Promise<unknown>) => {
      await changes.synced();
      const before = changes.version(salon.id);
      await write();
      await changes.synced();
      return changes.version(salon.id) !== before;
    };
    expect(await step(() => ok('PUT', `/api/members/${dana.id}/services`, salon.headers, { allServices: false, services: [{ serviceId: salon.services[0] }] }))).toBe(true);
    expect(await step(() => ok('PUT', '/api/booking_rules', dana.headers, { minNoticeMinutes: 30, horizonDays: null, slotStepMinutes: null }))).toBe(true);
    expect(await step(() => ok('POST', '/api/open_hours', dana.headers, DANA_WEEK))).toBe(true);
  });
});

describe('a business with one member answers as before', () => {
  it('without `member` the owner’s week, rules and blocked time; naming herself is the same', async () => {
    const me = await ownerOf(solo);
    expect(await hours(solo.headers)).toEqual(WHOLE_WEEK);
    expect(await hours(solo.headers, me)).toEqual(WHOLE_WEEK);
    expect(await ok('GET', '/api/booking_rules', solo.headers)).toEqual(await ok('GET', `/api/booking_rules?member=${me}`, solo.headers));
    const blocked = await ok('POST', '/api/blocked_times', solo.headers, { startsAt: berlinStart(9, '10:00'), endsAt: berlinStart(9, '11:00'), note: 'Doctor' });
    expect(blocked).toMatchObject({ memberId: me, note: 'Doctor', coveredAppointments: [] });
    const day = await ok('POST', '/api/open_hours/overrides', solo.headers, { date: dayFromNow(30), intervals: [] });
    expect(day).toMatchObject({ date: dayFromNow(30), closed: true });
    expect(items(await ok('GET', '/api/open_hours/overrides', solo.headers)).map((d) => d.date)).toEqual([dayFromNow(30)]);
    expect(items(await ok('GET', `/api/members/${me}/services`, solo.headers)).every((s) => s.performs && s.ownPriceCents === null)).toBe(true);
  });
});

describe('a member’s week is used for her alone', () => {
  it('the public times of Dana follow her Tuesday 09–12; the owner’s whole day stays open', async () => {
    const tuesday = [3, 4, 5, 6, 7, 8, 9].map(dayFromNow).find((date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 2)!;
    await ok('POST', '/api/open_hours', dana.headers, DANA_WEEK);
    await ok('PUT', `/api/members/${dana.id}/services`, salon.headers, { allServices: true, services: [] });
    const times = async (member: number) => {
      const res = await call('GET', `/api/public/services/duration/60/available-dates/period/${tuesday}/${tuesday}?services=${salon.services[0]}&member=${member}`, { host: salon.host });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().dates as { date: string; times: string[] }[]).find((d) => d.date === tuesday)?.times ?? [];
    };
    const hers = await times(dana.id);
    expect(hers[0]).toBe('09:00');
    expect(hers.at(-1)).toBe('11:00');
    const owners = await times(owner);
    expect(owners).toContain('15:00');
    expect(owners.at(-1)).toBe('22:00');
  });
});
