import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createServices } from '../src/composition';
import { createWaitlistJobs } from '../src/modules/waitlist/index';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';
import { testConfig } from './helpers';

/**
 * Issue #34, stage 2 (D64): booking a team. A customer books a named member or "anyone available";
 * anyone is assigned inside the write-locked transaction (fewest held and booked appointments that
 * day, then the team's order), at her own durations and prices; the stylist books and reassigns
 * members. Races on one and two API instances: never two bookings for one member at one time.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
});
afterAll(() => f.close());

type Headers = Record<string, string>;
type Json = Record<string, unknown>;
type Member = { id: number; headers: Headers };
type Team = { salon: BookingStylist; owner: number; dana: Member; eli: Member };

let teams = 0;
let nextDay = 3;

/** A member row as an accepted invitation makes it (she starts with the owner's week) and her API headers. */
async function addMember(salon: BookingStylist, name: string, role: MemberRole, position: number): Promise<Member> {
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role, position) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [salon.id, `team-${salon.subdomain}-${name}`, `${name.toLowerCase()}.${salon.subdomain}@example.test`, name, role, position],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `team-${id}`, roles: [ROLES.stylist], stylistId: salon.id, subdomain: salon.subdomain, memberId: id, memberRole: role });
  return { id, headers: { host: salon.host, authorization: `Bearer ${token}` } };
}

/** A fresh salon: the owner (position 0), Dana (staff, 1) and, unless `two`, Eli (manager, 2); open every day. */
async function team(two = false): Promise<Team> {
  teams += 1;
  const salon = await f.openStylist(`team${teams}`);
  const owner = Number((await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id])).rows[0]!.id);
  const dana = await addMember(salon, 'Dana', 'staff', 1);
  const eli = two ? { id: 0, headers: {} } : await addMember(salon, 'Eli', 'manager', 2);
  return { salon, owner, dana, eli };
}

function call(app: App, method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, body?: unknown) {
  return app.inject({ method, url, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { payload: JSON.stringify(body) }) });
}

async function customerOf(salon: BookingStylist): Promise<number> {
  return (await call(f.app, 'POST', '/api/customers', salon.headers, { name: 'Mara', email: `mara.${salon.subdomain}.${Math.random()}@example.test` })).json<{ id: number }>().id;
}

/** The stylist books `memberId` (absent: the default) at a start. */
async function book(salon: BookingStylist, startsAt: string, memberId?: number, headers: Headers = salon.headers) {
  const body = { customerId: await customerOf(salon), services: [salon.services[0]], startsAt, ...(memberId === undefined ? {} : { memberId }) };
  return call(f.app, 'POST', '/api/appointments', headers, body);
}

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, s) => ({ ...counts, [s]: (counts[s] ?? 0) + 1 }), {});

const configurations: [string, () => App[]][] = [
  ['one API instance', () => [f.app]],
  ['two API instances sharing the database', () => [f.app, second]],
];

describe.each(configurations)('50 customers booking "anyone" for one time, two free members, on %s', (_name, instances) => {
  for (const [label, url, extra] of [
    ['holds (block-date)', '/api/logged-customer/block-date', {}],
    ['one-call bookings', '/api/logged-customer/appointment', { stripeCardId: null, customer: { name: 'Racer', email: 'racer@example.test' } }],
  ] as const) {
    it(`${label}: exactly two win, one for each member; 48 answer 409; never 5xx`, async () => {
      const { salon, owner, dana } = await team(true);
      const startsAt = berlinStart(nextDay++, '11:00');
      const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`Racer${i}`, salon.host)));
      const apps = instances();
      const responses = await Promise.all(
        customers.map((c, i) => call(apps[i % apps.length]!, 'POST', url, c.headers, { services: [salon.services[0]], startsAt, ...extra })),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statusCounts(statuses)).toEqual({ 201: 2, 409: 48 });
      for (const refused of responses.filter((r) => r.statusCode === 409)) expect(refused.json()).toMatchObject({ code: 'SLOT_TAKEN', reason: 'slot_taken' });
      const won = responses.filter((r) => r.statusCode === 201).map((r) => r.json<{ memberId: number }>().memberId);
      expect(won.sort()).toEqual([owner, dana.id].sort());
      const { rows } = await f.pool.query<{ member_id: string }>("SELECT member_id FROM appointments WHERE stylist_id = $1 AND state IN ('held', 'booked') ORDER BY member_id", [salon.id]);
      expect(rows.map((r) => Number(r.member_id))).toEqual([owner, dana.id].sort((a, b) => a - b));
    });
  }
});

describe('a named member', () => {
  it('busy: 409 even though another member is free; anyone gets the free one; unknown or not online: 404', async () => {
    const { salon, owner, dana, eli } = await team();
    const startsAt = berlinStart(nextDay++, '10:00');
    expect((await book(salon, startsAt, dana.id)).statusCode).toBe(201);
    const carla = await f.customer('Carla', salon.host);
    const named = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [salon.services[0]], startsAt, memberId: dana.id });
    expect(named.statusCode, named.body).toBe(409);
    expect(named.json()).toMatchObject({ code: 'SLOT_TAKEN', reason: 'slot_taken' });

    const anyone = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [salon.services[0]], startsAt });
    expect(anyone.statusCode, anyone.body).toBe(201);
    expect(anyone.json()).toMatchObject({ state: 'held', memberId: owner, memberName: expect.any(String) });

    await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE id = $1', [eli.id]);
    for (const memberId of [eli.id, 999_999]) {
      const res = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [salon.services[0]], startsAt: berlinStart(nextDay, '12:00'), memberId });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [salon.services[0]], startsAt, memberId: 0 })).statusCode).toBe(400);
  });

  it('confirming a hold keeps its member', async () => {
    const { salon, eli } = await team();
    const carla = await f.customer('Carla', salon.host);
    const held = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [salon.services[0]], startsAt: berlinStart(nextDay++, '10:00'), memberId: eli.id });
    expect(held.json()).toMatchObject({ memberId: eli.id, memberName: 'Eli' });
    const confirmed = await call(f.app, 'POST', '/api/logged-customer/appointment/confirm', carla.headers, {
      appointmentId: held.json<{ id: number }>().id,
      stripeCardId: null,
      customer: { name: 'Carla', email: 'carla@example.test' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'booked', memberId: eli.id });
  });
});

describe('"anyone": who is assigned', () => {
  it('the fewest held and booked appointments that day, then the team order (position, id)', async () => {
    const { salon, owner, dana, eli } = await team();
    const day = nextDay++;
    // The owner has one booking that day; Dana's and Eli's days are empty (Eli's booking is another day).
    expect((await book(salon, berlinStart(day, '08:00'), owner)).statusCode).toBe(201);
    expect((await book(salon, berlinStart(day + 1, '08:00'), eli.id)).statusCode).toBe(201);
    const assigned: number[] = [];
    for (const time of ['14:00', '15:00', '16:00', '17:00']) {
      const customer = await f.customer(`Anyone${time}`, salon.host);
      const res = await call(f.app, 'POST', '/api/logged-customer/appointment', customer.headers, {
        services: [salon.services[0]],
        startsAt: berlinStart(day, time),
        stripeCardId: null,
        customer: { name: 'Anyone', email: 'anyone@example.test' },
      });
      expect(res.statusCode, res.body).toBe(201);
      assigned.push(res.json<{ memberId: number }>().memberId);
    }
    // 0/0 → Dana (position 1 before Eli's 2); then Eli (0); then all have one → the owner (position 0); then Dana.
    expect(assigned).toEqual([dana.id, eli.id, owner, dana.id]);
  });

  it('only members who perform every chosen service; none → 422', async () => {
    const { salon, owner, dana, eli } = await team();
    const [cut, wash] = salon.services as [number, number];
    // Only Eli does the wash; nobody does cut and wash together but the owner and Eli.
    await f.pool.query('UPDATE members SET all_services = false WHERE id = $1', [dana.id]);
    await f.pool.query('INSERT INTO member_services (stylist_id, member_id, service_id) VALUES ($1, $2, $3)', [salon.id, dana.id, cut]);
    const startsAt = berlinStart(nextDay++, '10:00');
    expect((await book(salon, startsAt, owner)).statusCode).toBe(201);
    const carla = await f.customer('Carla', salon.host);
    const both = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [cut, wash], startsAt });
    expect(both.statusCode, both.body).toBe(201);
    expect(both.json()).toMatchObject({ memberId: eli.id });
    const notHers = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [wash], startsAt, memberId: dana.id });
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json()).toMatchObject({ message: 'This stylist does not perform the chosen services.' });
    await f.pool.query('UPDATE members SET all_services = false WHERE id = ANY($1)', [[owner, eli.id]]);
    const nobody = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [wash], startsAt: berlinStart(nextDay, '12:00') });
    expect(nobody.statusCode, nobody.body).toBe(422);
  });
});

describe('her own duration and price', () => {
  it('a hold, a one-call booking and the stylist\'s booking of her are charged and timed at her own', async () => {
    const { salon, dana } = await team();
    const cut = salon.services[0]!;
    await f.pool.query('INSERT INTO member_services (stylist_id, member_id, service_id, duration_minutes, price_cents) VALUES ($1, $2, $3, 90, 4500)', [salon.id, dana.id, cut]);
    const day = nextDay++;
    const carla = await f.customer('Carla', salon.host);
    const held = await call(f.app, 'POST', '/api/logged-customer/block-date', carla.headers, { services: [cut], startsAt: berlinStart(day, '09:00'), memberId: dana.id });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json()).toMatchObject({ amount: 45, services: [{ id: cut, price: 45, duration: 90 }], endsAt: berlinStart(day, '10:30') });

    const created = await book(salon, berlinStart(day, '12:00'), dana.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ amount: 45, memberId: dana.id, endsAt: berlinStart(day, '13:30') });
    // Anyone else: the service's own.
    const owners = await book(salon, berlinStart(day, '12:00'));
    expect(owners.json()).toMatchObject({ amount: 30, endsAt: berlinStart(day, '13:00') });
  });
});

describe("the stylist's own writes", () => {
  it('create for a member (absent: staff herself, else the owner); staff only for herself (403); a bad member 422', async () => {
    const { salon, owner, dana, eli } = await team();
    const day = nextDay++;
    expect((await book(salon, berlinStart(day, '09:00'))).json()).toMatchObject({ memberId: owner });
    expect((await book(salon, berlinStart(day, '09:00'), undefined, dana.headers)).json()).toMatchObject({ memberId: dana.id });
    expect((await book(salon, berlinStart(day, '09:00'), eli.id, eli.headers)).json()).toMatchObject({ memberId: eli.id });
    const taken = await book(salon, berlinStart(day, '09:30'), dana.id);
    expect(taken.statusCode).toBe(409);
    const forbidden = await book(salon, berlinStart(day, '11:00'), eli.id, dana.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ reason: 'role_forbidden' });
    const other = await team();
    expect((await book(salon, berlinStart(day, '11:00'), other.dana.id)).statusCode).toBe(422);
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [eli.id]);
    expect((await book(salon, berlinStart(day, '11:00'), eli.id)).json()).toMatchObject({ code: 'BUSINESS_RULE', fields: { memberId: 'This member is not active.' } });
  });

  it('reassigning (the drag to another member): 409 when she is busy, else hers; staff may not give hers away', async () => {
    const { salon, owner, dana, eli } = await team();
    const day = nextDay++;
    const id = (await book(salon, berlinStart(day, '10:00'))).json<{ id: number }>().id;
    expect((await book(salon, berlinStart(day, '10:30'), dana.id)).statusCode).toBe(201);

    const busy = await call(f.app, 'PUT', `/api/appointments/${id}`, salon.headers, { memberId: dana.id });
    expect(busy.statusCode, busy.body).toBe(409);
    expect((await call(f.app, 'GET', `/api/appointments/${id}`, salon.headers)).json()).toMatchObject({ memberId: owner });

    const moved = await call(f.app, 'PUT', `/api/appointments/${id}`, salon.headers, { memberId: eli.id, startsAt: berlinStart(day, '11:00') });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ memberId: eli.id, memberName: 'Eli', startsAt: berlinStart(day, '11:00') });

    // Dana's own appointment: she may move it, not give it to another member.
    const hers = (await book(salon, berlinStart(day, '15:00'), undefined, dana.headers)).json<{ id: number }>().id;
    expect((await call(f.app, 'PUT', `/api/appointments/${hers}`, dana.headers, { memberId: owner })).statusCode).toBe(403);
    expect((await call(f.app, 'PUT', `/api/appointments/${id}`, dana.headers, { memberId: dana.id })).statusCode).toBe(404);
    expect((await call(f.app, 'PUT', `/api/appointments/${hers}`, dana.headers, { memberId: dana.id, startsAt: berlinStart(day, '16:00') })).statusCode).toBe(200);

    // A member who does not perform its services cannot take it over (422), nothing changed.
    await f.pool.query('UPDATE members SET all_services = false WHERE id = $1', [owner]);
    const notHers = await call(f.app, 'PUT', `/api/appointments/${id}`, salon.headers, { memberId: owner });
    expect(notHers.statusCode, notHers.body).toBe(422);
    expect((await call(f.app, 'GET', `/api/appointments/${id}`, salon.headers)).json()).toMatchObject({ memberId: eli.id });
  });

  it('a series keeps the member of the appointment it repeats', async () => {
    const { salon, dana } = await team();
    const day = nextDay++;
    const first = (await book(salon, berlinStart(day, '10:00'), dana.id)).json<{ id: number; customer: { id: number } }>();
    const res = await call(f.app, 'POST', '/api/appointments/series', salon.headers, {
      customerId: first.customer.id,
      services: [salon.services[0]],
      everyWeeks: 1,
      appointmentId: first.id,
      occurrences: [{ startsAt: berlinStart(day + 7, '10:00') }, { startsAt: berlinStart(day + 14, '10:00') }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ appointments: Json[] }>().appointments.map((a) => a.memberId)).toEqual([dana.id, dana.id, dana.id]);
  });

  it("a series' preview checks the occurrences against its member's calendar", async () => {
    const { salon, owner, dana } = await team();
    const day = nextDay++;
    expect((await book(salon, berlinStart(day + 7, '10:00'), dana.id)).statusCode).toBe(201);
    const preview = async (memberId: number) => {
      const body = { services: [salon.services[0]], startsAt: berlinStart(day, '10:00'), everyWeeks: 1, count: 2, memberId };
      const res = await call(f.app, 'POST', '/api/appointments/series/preview', salon.headers, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ occurrences: { status: string }[] }>().occurrences.map((o) => o.status);
    };
    expect(await preview(dana.id)).toEqual(['free', 'appointment']);
    expect(await preview(owner)).toEqual(['free', 'free']);
  });
});

describe('reschedule', () => {
  it('anyone: the member she had when free, else another; a named member: hers (busy → 409)', async () => {
    const { salon, owner, dana, eli } = await team();
    const day = nextDay++;
    const carla = await f.customer('Carla', salon.host);
    const bookIt = async (startsAt: string, memberId?: number) =>
      call(f.app, 'POST', '/api/logged-customer/appointment', carla.headers, {
        services: [salon.services[0]],
        startsAt,
        stripeCardId: null,
        customer: { name: 'Carla', email: 'carla@example.test' },
        ...(memberId === undefined ? {} : { memberId }),
      });
    const booking = (await bookIt(berlinStart(day, '10:00'), eli.id)).json<{ id: number }>();
    const move = (startsAt: string, memberId?: number) =>
      call(f.app, 'POST', '/api/logged-customer/appointment/reschedule', carla.headers, { appointmentId: booking.id, startsAt, ...(memberId === undefined ? {} : { memberId }) });

    const kept = await move(berlinStart(day, '12:00'));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ memberId: eli.id, startsAt: berlinStart(day, '12:00') });

    // Eli busy at 14:00: anyone takes it (Dana: no booking that day, before the owner's one).
    expect((await book(salon, berlinStart(day, '14:00'), eli.id)).statusCode).toBe(201);
    expect((await book(salon, berlinStart(day, '09:00'), owner)).statusCode).toBe(201);
    const other = await move(berlinStart(day, '14:00'));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ memberId: dana.id, startsAt: berlinStart(day, '14:00') });

    // Its list of times: the owner's (busy at 09:00) or anyone's (Eli is free then).
    const times = async (member: string) => {
      const date = dayFromNow(day);
      const res = await call(f.app, 'GET', `/api/logged-customer/appointment/${booking.id}/available-dates/period/${date}/${date}?member=${member}`, carla.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ dates: { times: string[] }[] }>().dates[0]?.times ?? [];
    };
    expect(await times(String(owner))).not.toContain('09:00');
    expect(await times('any')).toContain('09:00');
    expect((await move(berlinStart(day, '09:00'), owner)).statusCode).toBe(409);
    const named = await move(berlinStart(day, '16:00'), owner);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ memberId: owner });
  });
});

describe('the waitlist', () => {
  it("an entry waits for a member or anyone: a freed time is offered to it only when she (or anyone) is free; the stylist's offer holds her", async () => {
    const { salon, owner, dana, eli } = await team();
    const jobs = createWaitlistJobs(f.app.db, createServices({ config: testConfig(), db: f.app.db }));
    const day = nextDay++;
    const date = dayFromNow(day);
    // The owner and Eli are away all day; Dana is busy at 10:00 only.
    for (const member of [owner, eli.id]) {
      await f.pool.query('INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at) VALUES ($1, $2, $3, $4)', [salon.id, member, berlinStart(day, '00:00'), berlinStart(day + 1, '00:00')]);
    }
    const booked = (await book(salon, berlinStart(day, '10:00'), dana.id)).json<{ id: number }>().id;
    const joinAs = async (name: string, extra: Json, status = 201) => {
      const customer = await f.customer(name, salon.host);
      const res = await call(f.app, 'POST', '/api/logged-customer/waitlist', customer.headers, { services: [salon.services[0]], from: date, to: date, timesOfDay: ['morning'], ...extra });
      expect(res.statusCode, res.body).toBe(status);
      return res.json<{ id: number; memberId: number | null }>();
    };
    const forDana = await joinAs('Fay', { memberId: dana.id });
    expect(forDana.memberId).toBe(dana.id);
    const forEli = await joinAs('Gil', { memberId: eli.id });
    const anyone = await joinAs('Hal', {});
    expect(anyone.memberId).toBeNull();
    await joinAs('Ivy', { memberId: 999_999 }, 404);

    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${booked}`, headers: salon.headers })).statusCode).toBe(204);
    const freed = (await f.pool.query<{ id: string }>('SELECT id FROM waitlist_freed_times WHERE stylist_id = $1 ORDER BY id DESC LIMIT 1', [salon.id])).rows[0]!;
    expect(await jobs.match(Number(freed.id))).toBe(2);
    const offered = async (entryId: number) => (await f.pool.query('SELECT starts_at FROM waitlist_offers WHERE entry_id = $1', [entryId])).rows.map((r) => r.starts_at);
    expect(await offered(forDana.id)).toEqual([new Date(berlinStart(day, '10:00'))]);
    expect(await offered(anyone.id)).toEqual([new Date(berlinStart(day, '10:00'))]);
    expect(await offered(forEli.id)).toEqual([]);

    const held = await call(f.app, 'POST', `/api/waitlist/${forEli.id}/offer`, salon.headers, { startsAt: berlinStart(day + 1, '09:00') });
    expect(held.statusCode, held.body).toBe(201);
    const { rows } = await f.pool.query('SELECT member_id FROM appointments WHERE id = $1', [held.json<{ appointmentId: number }>().appointmentId]);
    expect(Number(rows[0].member_id)).toBe(eli.id);
  });
});
