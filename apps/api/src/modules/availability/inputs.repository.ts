import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql, preparedStatement } from '../../db/prepared';
import type { Tx } from '../../db/transactions';
import { bookableOnlineSql } from '../../lib/bookable-online';
import type { OwnBookingRules } from './booking-rules';
import type { BusyRange, OpenHoursEntry, SpecialDayEntry } from './compute-availability';

/**
 * The one reader of the engine's inputs (issue #30), per member of a business (issue #34, D63/D64):
 * the business's zone, her weekly hours, her booking rules (hers, else the business's), her special
 * days (her own for a date, else the salon's: accepted public holidays are salon days), the
 * services she performs with her own durations and prices, and what is busy for her: her
 * appointments' occupied ranges and her blocked time. Every query is scoped by stylist (business).
 */
export type Schedule = {
  timeZone: string;
  openHours: OpenHoursEntry[];
  /** Her own booking rules, else the business's; null = the server's default (booking-rules.ts merges them). */
  bookingRules: OwnBookingRules;
  specialDays: SpecialDayEntry[];
};

/** One of the chosen services as a member performs it: her duration and price, the service's buffer and processing window. */
export type MemberService = {
  serviceId: number;
  /** She performs it: every service when `all_services`, else only those with a member_services row. */
  performs: boolean;
  durationMinutes: number;
  priceCents: number;
  bufferMinutes: number;
  processingStartMinutes: number;
  processingMinutes: number;
};

/** A member's schedule, who she is, and the chosen services (of those asked for that exist) as she performs them. */
export type MemberSchedule = Schedule & { memberId: number; name: string; position: number; bookable: boolean; services: MemberService[] };

/** `schedule`'s row as PostgreSQL answers it (also the bench baseline's). */
export type ScheduleRow = {
  time_zone: string | null;
  min_notice_minutes: number | null;
  horizon_days: number | null;
  slot_step_minutes: number | null;
  open_hours: [number, number, number][] | null;
  special_days: [string, [number, number][] | null][] | null;
};
type MemberScheduleRow = ScheduleRow & {
  member_id: string;
  name: string;
  position: number;
  bookable: boolean;
  services: [number, boolean, number, number, number, number, number][] | null;
};

/** A busy range; `blocked` tells blocked time from an appointment's occupied range. */
export type MarkedBusyRange = BusyRange & { blocked: boolean };

/**
 * Which members a read is for: `team` = every member who takes online bookings (active and
 * bookable online; "anyone available"), else the one member `memberId` (null: the owner).
 */
export type MemberChoice = { team: true } | { team: false; memberId: number | null };

const p = (name: string) => sql.placeholder(name);
// Raw queries through Drizzle return timestamptz as PostgreSQL's text.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The members a statement reads (placeholders stylistId, team, memberId), as `m`. */
const chosenMembers = sql`m.stylist_id = ${p('stylistId')} AND CASE WHEN ${p('team')}::boolean THEN ${bookableOnlineSql('m')}
    ELSE m.id = coalesce(${p('memberId')}::bigint, owner_member_of(${p('stylistId')}::bigint)) END`;
const choiceValues = (choice: MemberChoice) => (choice.team ? { team: true, memberId: null } : { team: false, memberId: choice.memberId });

const blockedCoversStatement = preparedStatement(sql`
  SELECT 1 AS one FROM appointments a JOIN blocked_times b ON b.member_id = a.member_id
  WHERE a.stylist_id = ${sql.placeholder('stylistId')} AND a.id = ${sql.placeholder('appointmentId')}
    AND tstzmultirange(tstzrange(b.starts_at, b.ends_at)) && a.occupied LIMIT 1`);

/**
 * Each chosen member's schedule (placeholders stylistId, team, memberId, from, to, serviceIds), in
 * the stable order (position, id). Special days: hers for a date, else the salon's (member_id NULL).
 * The chosen services (null: none) that exist, as she performs them.
 */
const scheduleStatement = sql`SELECT m.id AS member_id, m.name, m.position, (${bookableOnlineSql('m')}) AS bookable, z.name AS time_zone,
      coalesce(m.min_notice_minutes, s.min_notice_minutes) AS min_notice_minutes, coalesce(m.horizon_days, s.horizon_days) AS horizon_days,
      coalesce(m.slot_step_minutes, s.slot_step_minutes) AS slot_step_minutes,
      (SELECT json_agg(json_build_array(h.week_day, h.start_hour, h.end_hour)) FROM open_hours h WHERE h.member_id = m.id) AS open_hours,
      (SELECT json_agg(json_build_array(d.date::text,
          (SELECT json_agg(json_build_array(i.start_minute, i.end_minute)) FROM special_day_intervals i WHERE i.special_day_id = d.id)))
        FROM (SELECT DISTINCT ON (x.date) x.id, x.date FROM (
            SELECT o.id, o.date, 0 AS rank FROM special_days o WHERE o.member_id = m.id AND o.date BETWEEN ${p('from')}::date AND ${p('to')}::date
            UNION ALL
            SELECT o.id, o.date, 1 FROM special_days o WHERE o.stylist_id = s.id AND o.member_id IS NULL AND o.date BETWEEN ${p('from')}::date AND ${p('to')}::date
          ) x ORDER BY x.date, x.rank) d) AS special_days,
      (SELECT json_agg(json_build_array(v.id, m.all_services OR ms.member_id IS NOT NULL, coalesce(ms.duration_minutes, v.duration_minutes),
          coalesce(ms.price_cents, v.price_cents), v.buffer_minutes, v.processing_start_minutes, v.processing_minutes))
        FROM services v LEFT JOIN member_services ms ON ms.member_id = m.id AND ms.service_id = v.id
        WHERE v.stylist_id = s.id AND v.deleted_at IS NULL AND v.id = ANY (${p('serviceIds')}::bigint[])) AS services
    FROM members m JOIN stylists s ON s.id = m.stylist_id LEFT JOIN time_zones z ON z.id = s.time_zone_id
    WHERE ${chosenMembers}
    ORDER BY m.position, m.id`;

const busyWindow = sql`tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz)`;

/**
 * What is busy for each chosen member reaching into [from, to) (placeholders stylistId, team,
 * memberId, from, to, exceptId). Issue #33 (D50), per member (D64): her appointments are found
 * through the exclusion index (member_id, occupied) narrowed by `&&` with the window, one index
 * range per member (a LATERAL join over the members: `member_id = ANY (…)` cannot use gist). `&&`
 * leaves out an appointment none of whose occupied pieces reach into the window; the callers'
 * window is a day wider than the dates they compute, so nothing they use is lost. `exceptId`: an
 * appointment left out (a move's own, under assignment), null for none. Epoch milliseconds:
 * thousands of rows parse as numbers, not as timestamp text.
 */
export const busyStatement = sql`SELECT m.id AS member_id, x.s, x.e, x.blocked FROM members m CROSS JOIN LATERAL (
      SELECT (extract(epoch FROM lower(r)) * 1000)::float8 AS s, (extract(epoch FROM upper(r)) * 1000)::float8 AS e, false AS blocked
        FROM appointments a, unnest(a.occupied) AS r
        WHERE a.member_id = m.id AND a.occupied && ${busyWindow}
          AND a.state IN ('held', 'booked') AND (a.state = 'booked' OR a.hold_expires_at > now()) AND a.id IS DISTINCT FROM ${p('exceptId')}::bigint
      UNION ALL
      SELECT (extract(epoch FROM b.starts_at) * 1000)::float8, (extract(epoch FROM b.ends_at) * 1000)::float8, true FROM blocked_times b
        WHERE b.member_id = m.id AND tstzrange(b.starts_at, b.ends_at) && ${busyWindow}) x
    WHERE ${chosenMembers}`;

/**
 * The same busy time as `busyStatement` (placeholders stylistId, team, memberId, from, to), merged
 * by PostgreSQL per member (issue #33, D56): her occupied ranges and blocked time joined into one
 * multirange (range_agg and `+` join ranges that overlap or touch, as the engine does before it
 * looks at them), then its pieces. A fully booked day is one row, not one per appointment.
 * No `blocked` mark: the slot list uses it only while moving a booking, which reads busyStatement.
 */
export const mergedBusyStatement = sql`SELECT m.id AS member_id, (extract(epoch FROM lower(r)) * 1000)::float8 AS s, (extract(epoch FROM upper(r)) * 1000)::float8 AS e
    FROM members m CROSS JOIN LATERAL unnest(
      coalesce((SELECT range_agg(a.occupied) FROM appointments a
        WHERE a.member_id = m.id AND a.occupied && ${busyWindow}
          AND a.state IN ('held', 'booked') AND (a.state = 'booked' OR a.hold_expires_at > now())), '{}'::tstzmultirange)
      + coalesce((SELECT range_agg(tstzrange(b.starts_at, b.ends_at)) FROM blocked_times b
        WHERE b.member_id = m.id AND tstzrange(b.starts_at, b.ends_at) && ${busyWindow}), '{}'::tstzmultirange)) AS r
    WHERE ${chosenMembers}`;

/** Held and booked appointments of each member `ids` starting in [from, to), `exceptId` left out (assignment's count per day). */
const dayCountsStatement = preparedStatement<{ member_id: string; n: number }>(sql`
  SELECT m.id AS member_id, (SELECT count(*) FROM appointments a WHERE a.member_id = m.id
      AND a.starts_at >= ${p('from')}::timestamptz AND a.starts_at < ${p('to')}::timestamptz
      AND a.state IN ('held', 'booked') AND a.id IS DISTINCT FROM ${p('exceptId')}::bigint)::int AS n
  FROM unnest(${p('ids')}::bigint[]) AS m(id)`);

const scheduleQuery = preparedStatement<MemberScheduleRow>(scheduleStatement);
const busyQuery = preparedStatement<{ member_id: string; s: number; e: number; blocked: boolean }>(busyStatement);

function toSchedule(row: MemberScheduleRow): MemberSchedule {
  return {
    memberId: Number(row.member_id),
    name: row.name,
    position: row.position,
    bookable: row.bookable,
    timeZone: row.time_zone ?? 'UTC',
    openHours: (row.open_hours ?? []).map(([weekDay, startHour, endHour]) => ({ weekDay, startHour, endHour })),
    bookingRules: {
      minNoticeMinutes: row.min_notice_minutes ?? null,
      horizonDays: row.horizon_days ?? null,
      slotStepMinutes: row.slot_step_minutes ?? null,
    },
    specialDays: (row.special_days ?? []).map(([date, intervals]) => ({
      date,
      intervals: (intervals ?? []).map(([startMinute, endMinute]) => ({ startMinute, endMinute })),
    })),
    services: (row.services ?? []).map(([serviceId, performs, durationMinutes, priceCents, bufferMinutes, processingStartMinutes, processingMinutes]) => ({
      serviceId: Number(serviceId),
      performs,
      durationMinutes,
      priceCents,
      bufferMinutes,
      processingStartMinutes,
      processingMinutes,
    })),
  };
}

/** Rows grouped by their member (a member without rows has no entry: callers read `get(id) ?? []`). */
function byMember<R extends { member_id: string }, T>(rows: readonly R[], map: (row: R) => T): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const id = Number(row.member_id);
    let list = grouped.get(id);
    if (!list) grouped.set(id, (list = []));
    list.push(map(row));
  }
  return grouped;
}

export function createAvailabilityInputs(db: Db) {
  // The slot list's two reads, prepared once (issue #22): one round trip each, in parallel.
  const scheduleOf = preparedSql<MemberScheduleRow>(db, scheduleStatement);
  const mergedBusyQuery = preparedSql<{ member_id: string; s: number; e: number }>(db, mergedBusyStatement);
  // The booking's checks (issue #33.4), prepared: planned once per connection.
  const blockedQuery = preparedSql<{ starts_at: string | Date; ends_at: string | Date }>(
    db,
    sql`SELECT starts_at, ends_at FROM blocked_times WHERE stylist_id = ${p('stylistId')}
      AND member_id = coalesce(${p('memberId')}::bigint, owner_member_of(${p('stylistId')}::bigint))
      AND tstzrange(starts_at, ends_at) && tstzrange(${p('after')}::timestamptz, ${p('before')}::timestamptz)`,
  );

  // The public page's closures for the team: each chosen member's blocked time alone.
  const teamBlockedQuery = preparedSql<{ member_id: string; s: number; e: number }>(
    db,
    sql`SELECT m.id AS member_id, (extract(epoch FROM b.starts_at) * 1000)::float8 AS s, (extract(epoch FROM b.ends_at) * 1000)::float8 AS e
      FROM members m JOIN blocked_times b ON b.member_id = m.id
      WHERE ${chosenMembers} AND tstzrange(b.starts_at, b.ends_at) && ${busyWindow}`,
  );

  const scheduleValues = (stylistId: number, choice: MemberChoice, from: string | null, to: string | null, serviceIds: readonly number[] | null) => ({
    stylistId,
    ...choiceValues(choice),
    from,
    to,
    serviceIds: serviceIds ? [...new Set(serviceIds)] : null,
  });

  return {
    /**
     * One member's (`memberId`; absent or null: the owner's) zone, weekly hours, booking rules and
     * the special days dated in [from, to] ('yyyy-MM-dd'; null and null: none) in one statement.
     */
    async schedule(stylistId: number, from: string | null, to: string | null, memberId: number | null = null): Promise<Schedule> {
      const [row] = await scheduleOf(scheduleValues(stylistId, { team: false, memberId }, from, to, null));
      if (!row) return { timeZone: 'UTC', openHours: [], bookingRules: { minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null }, specialDays: [] };
      const { timeZone, openHours, bookingRules, specialDays } = toSchedule(row);
      return { timeZone, openHours, bookingRules, specialDays };
    },
    /**
     * The chosen members' schedules (`team`: every member taking online bookings; else the one
     * member, whatever her state: the caller tells), with the chosen services as each performs
     * them, in the order (position, id). `executor`: a transaction, to read under its lock.
     */
    async schedules(stylistId: number, choice: MemberChoice, from: string | null, to: string | null, serviceIds: readonly number[] | null, executor?: Tx): Promise<MemberSchedule[]> {
      const values = scheduleValues(stylistId, choice, from, to, serviceIds);
      const rows = executor ? (await scheduleQuery(executor, values)).rows : await scheduleOf(values);
      return rows.map(toSchedule);
    },
    /**
     * What blocks a slot for each chosen member, reaching into [from, to): the occupied ranges
     * (buffers included, processing windows left out) of booked appointments and unexpired holds,
     * and blocked time, each marked; `exceptId` left out. `executor`: a transaction, to read
     * under its lock.
     */
    async busy(stylistId: number, choice: MemberChoice, from: Date, to: Date, exceptId: number | null = null, executor?: Tx): Promise<Map<number, MarkedBusyRange[]>> {
      const values = { stylistId, ...choiceValues(choice), from: from.toISOString(), to: to.toISOString(), exceptId };
      const { rows } = await busyQuery(executor ?? db, values);
      return byMember(rows, (r): MarkedBusyRange => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)), blocked: r.blocked }));
    },
    /**
     * The same time as `busy`, merged per member: ranges that overlap or touch are one, blocked time
     * not told apart (what the slot list needs, unless a booking is being moved).
     */
    async mergedBusy(stylistId: number, choice: MemberChoice, from: Date, to: Date): Promise<Map<number, BusyRange[]>> {
      const rows = await mergedBusyQuery({ stylistId, ...choiceValues(choice), from: from.toISOString(), to: to.toISOString() });
      return byMember(rows, (r): BusyRange => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)) }));
    },
    /** Her (`memberId`; null: the owner's) blocked time overlapping [after, before) alone. */
    async blocked(stylistId: number, after: Date, before: Date, memberId: number | null = null): Promise<BusyRange[]> {
      const rows = await blockedQuery({ stylistId, memberId, after: after.toISOString(), before: before.toISOString() });
      return rows.map((r) => ({ start: toDate(r.starts_at), end: toDate(r.ends_at) }));
    },
    /** Each chosen member's blocked time overlapping [from, to) alone. */
    async blockedOf(stylistId: number, choice: MemberChoice, from: Date, to: Date): Promise<Map<number, BusyRange[]>> {
      const rows = await teamBlockedQuery({ stylistId, ...choiceValues(choice), from: from.toISOString(), to: to.toISOString() });
      return byMember(rows, (r): BusyRange => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)) }));
    },
    /** Held and booked appointments of each member starting in [from, to) (`exceptId` left out), read in `tx`. */
    async dayCounts(tx: Tx, ids: readonly number[], from: Date, to: Date, exceptId: number | null): Promise<Map<number, number>> {
      const { rows } = await dayCountsStatement(tx, { ids: [...ids], from: from.toISOString(), to: to.toISOString(), exceptId });
      return new Map(rows.map((r) => [Number(r.member_id), Number(r.n)]));
    },
    /**
     * Whether the appointment `appointmentId` (just written in `tx`) overlaps a blocked range of its
     * member. Runs inside the booking transaction, after the business's write lock was taken.
     * Compares what it occupies (migration 0011: its buffer too, not its processing windows), as the
     * engine does.
     */
    async blockedCovers(tx: Tx, stylistId: number, appointmentId: number): Promise<boolean> {
      const result = await blockedCoversStatement(tx, { stylistId, appointmentId });
      return result.rows.length > 0;
    },
  };
}
export type AvailabilityInputs = ReturnType<typeof createAvailabilityInputs>;
