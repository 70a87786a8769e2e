import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@chairly/shared';
import { stylistWriteTransaction } from '../src/db/transactions';
import { createAvailability } from '../src/modules/availability/index';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue #34 (D64): "anyone available" and one member's times on the public list, and who gets an
 * "anyone" booking (availability.pickMember). A salon of three (the owner, Dana, Eli), every one
 * open 00:00–23:00 in Europe/Berlin (the members start with the owner's week); a one-member
 * business beside it answers as before.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let salon: BookingStylist;
let single: BookingStylist;
let owner: number;
let dana: number;
let eli: number;
const DAY = dayFromNow(4);
const DEFAULTS = { minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 15 };

async function addMember(stylist: BookingStylist, name: string, position: number): Promise<number> {
  const { rows } = await f.pool.query<{ id: string }>(
    `INSERT INTO members (stylist_id, auth_subject, email, name, role, position) VALUES ($1, $2, $3, $4, 'staff', $5) RETURNING id`,
    [stylist.id, `${stylist.subdomain}-${name}`, `${name}@${stylist.subdomain}.test`, name, position],
  );
  return Number(rows[0]!.id);
}

/** Blocked time of a member over the whole of `date` (Berlin) and a day either side. */
async function blockDay(stylist: BookingStylist, memberId: number, date: string) {
  await f.pool.query(`INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at) VALUES ($1, $2, $3::date - 1, $3::date + 2)`, [stylist.id, memberId, date]);
}

async function list(stylist: BookingStylist, query = '', duration = 60, date = DAY) {
  const res = await f.app.inject({ url: `/api/public/services/duration/${duration}/available-dates/period/${date}/${date}${query}`, headers: { host: stylist.host } });
  return { status: res.statusCode, body: res.json() };
}
const timesOf = (body: { dates: { date: string; times: string[] }[] }, date = DAY) => body.dates.find((d) => d.date === date)?.times ?? [];

beforeAll(async () => {
  f = await createBookingFixture();
  salon = await f.openStylist('teamavail');
  single = await f.openStylist('singleavail');
  const { rows } = await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [salon.id]);
  owner = Number(rows[0]!.id);
  dana = await addMember(salon, 'Dana', 1);
  eli = await addMember(salon, 'Eli', 2);
}, 120_000);

afterAll(async () => {
  await f?.close();
});

describe('the public list for a team (issue #34)', () => {
  it('"anyone" lists a time when only Dana is free; the owner and Eli answer none that day; member=Dana answers hers', async () => {
    const date = dayFromNow(5);
    await blockDay(salon, owner, date);
    await blockDay(salon, eli, date);
    try {
      const anyone = await list(salon, '', 60, date);
      expect(anyone.status).toBe(200);
      expect(timesOf(anyone.body, date)).toContain('10:00');
      expect((await list(salon, '?member=any', 60, date)).body).toEqual(anyone.body);
      expect(timesOf((await list(salon, `?member=${owner}`, 60, date)).body, date)).toEqual([]);
      expect(timesOf((await list(salon, `?member=${eli}`, 60, date)).body, date)).toEqual([]);
      expect((await list(salon, `?member=${dana}`, 60, date)).body).toEqual(anyone.body);
    } finally {
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
    }
  });

  it('member={id} answers her hours only, and "anyone" the union of everyone’s', async () => {
    const date = dayFromNow(6);
    await f.pool.query('DELETE FROM open_hours WHERE member_id = $1', [dana]);
    await f.pool.query('INSERT INTO open_hours (stylist_id, member_id, week_day, start_hour, end_hour) SELECT $1, $2, d, 10, 12 FROM generate_series(0, 6) d', [salon.id, dana]);
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [eli]);
    await blockDay(salon, owner, date);
    try {
      const hers = timesOf((await list(salon, `?member=${dana}`, 60, date)).body, date);
      expect(hers).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00']);
      expect(timesOf((await list(salon, '', 60, date)).body, date)).toEqual(hers);
      // Another day the owner is free all day: anyone = the owner's day, which holds Dana's.
      const owners = timesOf((await list(salon, `?member=${owner}`)).body);
      expect(timesOf((await list(salon)).body)).toEqual(owners);
      expect(owners).toEqual(expect.arrayContaining(hers));
    } finally {
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
      await f.pool.query('UPDATE members SET active = true WHERE id = $1', [eli]);
    }
  });

  it('each member with her own duration of the chosen service; one who does not perform it is left out of "anyone" and answers 422 when named', async () => {
    const [cut] = salon.services;
    const date = dayFromNow(7);
    // Dana cuts in 30 minutes in her 10–12 (the test above); Eli does not cut at all; the owner is away.
    await f.pool.query('INSERT INTO member_services (stylist_id, member_id, service_id, duration_minutes) VALUES ($1, $2, $3, 30)', [salon.id, dana, cut]);
    await f.pool.query('UPDATE members SET all_services = false WHERE id = $1', [eli]);
    await blockDay(salon, owner, date);
    try {
      const hers = await list(salon, `?services=${cut}&member=${dana}`, 60, date);
      expect(timesOf(hers.body, date)).toEqual(['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30']);
      expect(timesOf((await list(salon, `?services=${cut}`, 60, date)).body, date)).toEqual(timesOf(hers.body, date));
      const refused = await list(salon, `?services=${cut}&member=${eli}`, 60, date);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('This stylist does not perform the chosen services.');
      // Without services Eli is asked for the duration alone (as a stylist was).
      expect(timesOf((await list(salon, `?member=${eli}`, 60, date)).body, date).length).toBeGreaterThan(0);
    } finally {
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
      await f.pool.query('DELETE FROM member_services WHERE member_id = $1', [dana]);
      await f.pool.query('UPDATE members SET all_services = true WHERE id = $1', [eli]);
      await f.pool.query('DELETE FROM open_hours WHERE member_id = $1', [dana]);
      await f.pool.query('INSERT INTO open_hours (stylist_id, member_id, week_day, start_hour, end_hour) SELECT $1, $2, d, 0, 23 FROM generate_series(0, 6) d', [salon.id, dana]);
    }
  });

  it('an unknown, inactive, not-bookable or other business’s member answers 404, and is no part of "anyone"; a malformed one 400', async () => {
    const [otherOwner] = (await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [single.id])).rows;
    const date = dayFromNow(11);
    await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE id = $1', [eli]);
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [dana]);
    await blockDay(salon, owner, date);
    try {
      for (const member of [999_999_999, Number(otherOwner!.id), eli, dana]) {
        const res = await list(salon, `?member=${member}`);
        expect(res.status, String(member)).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      // Eli and Dana are free that day, but neither can be booked online: nobody is.
      expect((await list(salon, '', 60, date)).body).toEqual({ timeZone: 'Europe/Berlin', dates: [] });
      expect((await list(salon, '?member=0')).status).toBe(400);
      expect((await list(salon, '?member=dana')).status).toBe(400);
    } finally {
      await f.pool.query('UPDATE members SET takes_online_bookings = true, active = true WHERE id = ANY ($1::bigint[])', [[eli, dana]]);
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
    }
  });

  it('her own special day replaces the salon’s for her; the salon’s (a closed day) holds for everyone else', async () => {
    const date = dayFromNow(12);
    await f.pool.query('INSERT INTO special_days (stylist_id, date) VALUES ($1, $2)', [salon.id, date]);
    const { rows } = await f.pool.query<{ id: string }>('INSERT INTO special_days (stylist_id, member_id, date) VALUES ($1, $2, $3) RETURNING id', [salon.id, dana, date]);
    await f.pool.query('INSERT INTO special_day_intervals (stylist_id, date, special_day_id, start_minute, end_minute) VALUES ($1, $2, $3, 600, 660)', [salon.id, date, rows[0]!.id]);
    try {
      expect(timesOf((await list(salon, `?member=${dana}`, 60, date)).body, date)).toEqual(['10:00']);
      expect(timesOf((await list(salon, `?member=${owner}`, 60, date)).body, date)).toEqual([]);
      expect(timesOf((await list(salon, `?member=${eli}`, 60, date)).body, date)).toEqual([]);
      expect(timesOf((await list(salon, '', 60, date)).body, date)).toEqual(['10:00']);
    } finally {
      await f.pool.query('DELETE FROM special_days WHERE stylist_id = $1', [salon.id]);
    }
  });

  it('the public closures: a date the owner is away stays open while Dana or Eli works; closed when all three are away', async () => {
    const date = dayFromNow(13);
    const closures = async () => (await f.app.inject({ url: '/api/public/closures', headers: { host: salon.host } })).json().closures as { from: string; to: string }[];
    const closedThen = (list: { from: string; to: string }[]) => list.some((c) => c.from <= date && date <= c.to);
    await f.pool.query('INSERT INTO special_days (stylist_id, member_id, date) VALUES ($1, $2, $3)', [salon.id, owner, date]);
    await blockDay(salon, dana, date);
    try {
      expect(closedThen(await closures())).toBe(false);
      await f.pool.query('INSERT INTO special_days (stylist_id, member_id, date) VALUES ($1, $2, $3)', [salon.id, eli, date]);
      expect(closedThen(await closures())).toBe(true);
    } finally {
      await f.pool.query('DELETE FROM special_days WHERE stylist_id = $1', [salon.id]);
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
    }
  });

  it('a one-member business answers the same with and without member (any, her own id)', async () => {
    const [ownerOfSingle] = (await f.pool.query<{ id: string }>("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [single.id])).rows;
    const [cut] = single.services;
    const plain = await list(single, `?services=${cut}`);
    expect(plain.status).toBe(200);
    expect(timesOf(plain.body).length).toBeGreaterThan(0);
    expect((await list(single, `?services=${cut}&member=any`)).body).toEqual(plain.body);
    expect((await list(single, `?services=${cut}&member=${ownerOfSingle!.id}`)).body).toEqual(plain.body);
  });
});

describe('availability.pickMember (issue #34, D64)', () => {
  const availability = () => createAvailability(f.app.db, { defaults: DEFAULTS });
  const pick = (request: { member: number | 'any'; startsAt?: string; preferMemberId?: number; excludeAppointmentId?: number }) =>
    stylistWriteTransaction(f.app.db, salon.id, (tx) =>
      availability().pickMember(tx, { stylistId: salon.id, serviceIds: [salon.services[0]!], ...request, startsAt: new Date(request.startsAt ?? berlinStart(8, '14:00')) }),
    );
  const customerId = async () => {
    const { rows } = await f.pool.query<{ id: string }>("INSERT INTO customers (stylist_id, name, last_name, email, phone) VALUES ($1, 'Pia', 'Test', 'pia@x.test', '+4915100000001') RETURNING id", [salon.id]);
    return Number(rows[0]!.id);
  };
  const book = async (memberId: number, startsAt: string, minutes = 60) => {
    const { rows } = await f.pool.query<{ id: string }>(
      `INSERT INTO appointments (stylist_id, member_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
       VALUES ($1, $2, $3, 'booked', $4::timestamptz, $4::timestamptz + make_interval(mins => $5), 3000, 'stylist') RETURNING id`,
      [salon.id, memberId, await customerId(), startsAt, minutes],
    );
    return Number(rows[0]!.id);
  };

  it('anyone: the fewest bookings that day, then position; a preferred member when she is free; her services at her duration', async () => {
    await f.pool.query('INSERT INTO member_services (stylist_id, member_id, service_id, duration_minutes, price_cents) VALUES ($1, $2, $3, 45, 2500)', [salon.id, eli, salon.services[0]]);
    const ownersMorning = await book(owner, berlinStart(8, '09:00'));
    try {
      // The owner has one booking that day, Dana and Eli none: Dana (position 1) before Eli (2).
      const first = await pick({ member: 'any' });
      expect(first.memberId).toBe(dana);
      expect(first.name).toBe('Dana');
      const danasAfternoon = await book(dana, berlinStart(8, '16:00'));
      // Now the owner and Dana have one each, Eli none.
      const second = await pick({ member: 'any' });
      expect(second).toEqual({ memberId: eli, name: 'Eli', position: 2, services: [{ serviceId: salon.services[0], durationMinutes: 45, priceCents: 2500 }] });
      expect((await pick({ member: 'any', preferMemberId: owner })).memberId).toBe(owner);
      // The preferred member busy at that time: the rule decides.
      expect((await pick({ member: 'any', preferMemberId: dana, startsAt: berlinStart(8, '16:00') })).memberId).toBe(eli);
      await f.pool.query('DELETE FROM appointments WHERE id = $1', [danasAfternoon]);
    } finally {
      await f.pool.query('DELETE FROM appointments WHERE id = $1', [ownersMorning]);
      await f.pool.query('DELETE FROM member_services WHERE member_id = $1', [eli]);
    }
  });

  it('a named member busy, blocked or closed → 409; nobody free → 409; a move’s own appointment does not count against it', async () => {
    const at = berlinStart(9, '11:00');
    const ids = [await book(owner, at), await book(dana, at), await book(eli, berlinStart(9, '10:30'))];
    try {
      for (const member of [owner, dana, eli, 'any'] as const) {
        await expect(pick({ member, startsAt: at }), String(member)).rejects.toMatchObject({ code: 'SLOT_TAKEN', status: 409 });
      }
      // Moving the owner's own appointment: its time is hers again.
      expect((await pick({ member: 'any', startsAt: at, excludeAppointmentId: ids[0] })).memberId).toBe(owner);
      // Off the grid, or past her notice: the engine refuses it for everyone.
      await expect(pick({ member: 'any', startsAt: berlinStart(9, '12:07') })).rejects.toBeInstanceOf(AppError);
    } finally {
      await f.pool.query('DELETE FROM appointments WHERE id = ANY ($1::bigint[])', [ids]);
    }
  });

  it('a named member who is not bookable → 404, not performing → 422', async () => {
    await f.pool.query('UPDATE members SET takes_online_bookings = false WHERE id = $1', [eli]);
    await f.pool.query('UPDATE members SET all_services = false WHERE id = $1', [dana]);
    try {
      await expect(pick({ member: eli })).rejects.toMatchObject({ status: 404 });
      await expect(pick({ member: dana })).rejects.toMatchObject({ status: 422, message: 'This stylist does not perform the chosen services.' });
      // Anyone: the owner, the only one left.
      expect((await pick({ member: 'any' })).memberId).toBe(owner);
    } finally {
      await f.pool.query('UPDATE members SET takes_online_bookings = true, all_services = true WHERE id = ANY ($1::bigint[])', [[eli, dana]]);
    }
  });

  it('eligibleMembers: who takes online bookings and performs every chosen service, with her duration and price, in order', async () => {
    const [cut, wash] = salon.services;
    await f.pool.query('UPDATE members SET all_services = false WHERE id = $1', [eli]);
    await f.pool.query('INSERT INTO member_services (stylist_id, member_id, service_id, price_cents) VALUES ($1, $2, $3, 1200)', [salon.id, eli, wash]);
    try {
      const both = await availability().eligibleMembers(salon.id, [cut!, wash!]);
      expect(both.map((m) => m.memberId)).toEqual([owner, dana]);
      const washOnly = await availability().eligibleMembers(salon.id, [wash!]);
      expect(washOnly.map((m) => m.memberId)).toEqual([owner, dana, eli]);
      expect(washOnly[2]!.services).toEqual([{ serviceId: wash, durationMinutes: 15, priceCents: 1200 }]);
      expect(washOnly[0]!.services).toEqual([{ serviceId: wash, durationMinutes: 15, priceCents: 1050 }]);
    } finally {
      await f.pool.query('DELETE FROM member_services WHERE member_id = $1', [eli]);
      await f.pool.query('UPDATE members SET all_services = true WHERE id = $1', [eli]);
    }
  });

  it('checkTime and refuseBlocked are per member: the owner’s blocked time does not refuse Dana', async () => {
    const date = dayFromNow(10);
    await blockDay(salon, owner, date);
    try {
      const start = berlinStart(10, '10:00');
      await expect(availability().checkTime(salon.id, start, 60, [{ from: 0, to: 60 }])).rejects.toMatchObject({ status: 409 });
      await expect(availability().checkTime(salon.id, start, 60, [{ from: 0, to: 60 }], owner)).rejects.toMatchObject({ status: 409 });
      expect((await availability().checkTime(salon.id, start, 60, [{ from: 0, to: 60 }], dana)).toISOString()).toBe(new Date(start).toISOString());
      // Assigning her: refused for her blocked time, in the words the check after the write uses.
      await expect(pick({ member: owner, startsAt: start })).rejects.toMatchObject({ status: 409, message: 'The stylist is not available at this time' });
      const danas = await book(dana, start);
      const owners = await book(owner, start);
      await stylistWriteTransaction(f.app.db, salon.id, (tx) => availability().refuseBlocked(tx, salon.id, danas));
      await expect(stylistWriteTransaction(f.app.db, salon.id, (tx) => availability().refuseBlocked(tx, salon.id, owners))).rejects.toMatchObject({ status: 409 });
      await f.pool.query('DELETE FROM appointments WHERE id = ANY ($1::bigint[])', [[danas, owners]]);
    } finally {
      await f.pool.query('DELETE FROM blocked_times WHERE stylist_id = $1', [salon.id]);
    }
  });

  it('a series’ statuses are one member’s: the owner’s appointment is no conflict for Dana (absent: the owner’s)', async () => {
    const start = berlinStart(14, '10:00');
    const owners = await book(owner, start);
    try {
      const pattern = { durationMinutes: 60, occupied: [{ from: 0, to: 60 }] };
      const starts = [new Date(start).getTime()];
      expect((await availability().seriesPlan(salon.id, 'Europe/Berlin', starts, pattern, []))[0]!.status).toBe('appointment');
      expect((await availability().seriesPlan(salon.id, 'Europe/Berlin', starts, pattern, [], owner))[0]!.status).toBe('appointment');
      expect((await availability().seriesPlan(salon.id, 'Europe/Berlin', starts, pattern, [], dana))[0]!.status).toBe('free');
    } finally {
      await f.pool.query('DELETE FROM appointments WHERE id = $1', [owners]);
    }
  });

  it('her booking rules: hers, else the business’s, else the defaults', async () => {
    await f.pool.query('UPDATE stylists SET slot_step_minutes = 30 WHERE id = $1', [salon.id]);
    await f.pool.query('UPDATE members SET min_notice_minutes = 240, slot_step_minutes = 60 WHERE id = $1', [dana]);
    try {
      expect(await availability().bookingRules(salon.id, dana)).toMatchObject({ minNoticeMinutes: 240, horizonDays: 90, slotStepMinutes: 60 });
      expect(await availability().bookingRules(salon.id, eli)).toMatchObject({ minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 30 });
      expect(await availability().bookingRules(salon.id)).toMatchObject({ minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 30 });
      // Her list on her grid: whole hours only.
      const hers = timesOf((await list(salon, `?member=${dana}`)).body);
      expect(hers.length).toBeGreaterThan(0);
      expect(hers.every((t) => t.endsWith(':00'))).toBe(true);
    } finally {
      await f.pool.query('UPDATE stylists SET slot_step_minutes = NULL WHERE id = $1', [salon.id]);
      await f.pool.query('UPDATE members SET min_notice_minutes = NULL, slot_step_minutes = NULL WHERE id = $1', [dana]);
    }
  });
});
