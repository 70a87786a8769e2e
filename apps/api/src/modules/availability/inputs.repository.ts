import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql, preparedStatement } from '../../db/prepared';
import type { Tx } from '../../db/transactions';
import type { OwnBookingRules } from './booking-rules';
import type { BusyRange, OpenHoursEntry, SpecialDayEntry } from './compute-availability';

/**
 * The one reader of the engine's inputs (issue #30): her zone, weekly hours, own booking rules and
 * special days (accepted public holidays are special days too), and what is busy: appointments'
 * occupied ranges and blocked time. Every query is scoped by stylist.
 */
export type Schedule = {
  timeZone: string;
  openHours: OpenHoursEntry[];
  /** Her own booking rules; null = the server's default (booking-rules.ts merges them). */
  bookingRules: OwnBookingRules;
  specialDays: SpecialDayEntry[];
};

/** `schedule`'s row as PostgreSQL answers it (also the bench baseline's). */
export type ScheduleRow = {
  time_zone: string | null;
  min_notice_minutes: number | null;
  horizon_days: number | null;
  slot_step_minutes: number | null;
  open_hours: [number, number, number][] | null;
  special_days: [string, [number, number][] | null][] | null;
};

/** A busy range; `blocked` tells blocked time from an appointment's occupied range. */
export type MarkedBusyRange = BusyRange & { blocked: boolean };

const p = (name: string) => sql.placeholder(name);
// Raw queries through Drizzle return timestamptz as PostgreSQL's text.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const blockedCoversStatement = preparedStatement(sql`
  SELECT 1 AS one FROM appointments a JOIN blocked_times b ON b.stylist_id = a.stylist_id
  WHERE a.stylist_id = ${sql.placeholder('stylistId')} AND a.id = ${sql.placeholder('appointmentId')}
    AND tstzmultirange(tstzrange(b.starts_at, b.ends_at)) && a.occupied LIMIT 1`);


/**
 * What is busy reaching into [from, to) (placeholders stylistId, from, to). Issue #33 (D50): the
 * appointments are found through the exclusion index (stylist_id, occupied) narrowed by `&&` with
 * the window, not by the stylist alone (all her future bookings read to keep a fortnight's).
 * `&&` leaves out an appointment none of whose occupied pieces reach into the window; the callers'
 * window is a day wider than the dates they compute, so nothing they use is lost. Epoch
 * milliseconds: thousands of rows parse as numbers, not as timestamp text.
 */
export const busyStatement = sql`SELECT (extract(epoch FROM lower(r)) * 1000)::float8 AS s, (extract(epoch FROM upper(r)) * 1000)::float8 AS e, false AS blocked
      FROM appointments, unnest(occupied) AS r
      WHERE stylist_id = ${p('stylistId')} AND occupied && tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz)
        AND state IN ('held', 'booked') AND (state = 'booked' OR hold_expires_at > now())
    UNION ALL
    SELECT (extract(epoch FROM starts_at) * 1000)::float8, (extract(epoch FROM ends_at) * 1000)::float8, true FROM blocked_times
      WHERE stylist_id = ${p('stylistId')}
        AND tstzrange(starts_at, ends_at) && tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz)`;

/**
 * The same busy time as `busyStatement` (placeholders stylistId, from, to), merged by PostgreSQL
 * (issue #33, D56): the occupied ranges and blocked time joined into one multirange (range_agg and
 * `+` join ranges that overlap or touch, as the engine does before it looks at them), then its
 * pieces. A fully booked day is one row, not one per appointment: a busy stylist's fortnight
 * was 354 rows, each unnested, converted and parsed, three quarters of the list's database time.
 * No `blocked` mark: the slot list uses it only while moving a booking, which reads busyStatement.
 */
export const mergedBusyStatement = sql`SELECT (extract(epoch FROM lower(r)) * 1000)::float8 AS s, (extract(epoch FROM upper(r)) * 1000)::float8 AS e
    FROM unnest(
      coalesce((SELECT range_agg(occupied) FROM appointments
        WHERE stylist_id = ${p('stylistId')} AND occupied && tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz)
          AND state IN ('held', 'booked') AND (state = 'booked' OR hold_expires_at > now())), '{}'::tstzmultirange)
      + coalesce((SELECT range_agg(tstzrange(starts_at, ends_at)) FROM blocked_times
        WHERE stylist_id = ${p('stylistId')}
          AND tstzrange(starts_at, ends_at) && tstzrange(${p('from')}::timestamptz, ${p('to')}::timestamptz)), '{}'::tstzmultirange)) AS r`;

export function createAvailabilityInputs(db: Db) {
  // The slot list's two reads, prepared once (issue #22): one round trip each.
  const scheduleOf = preparedSql<ScheduleRow>(
    db,
    sql`SELECT z.name AS time_zone, s.min_notice_minutes, s.horizon_days, s.slot_step_minutes,
      (SELECT json_agg(json_build_array(h.week_day, h.start_hour, h.end_hour)) FROM open_hours h WHERE h.stylist_id = s.id) AS open_hours,
      (SELECT json_agg(json_build_array(d.date::text,
          (SELECT json_agg(json_build_array(i.start_minute, i.end_minute)) FROM special_day_intervals i WHERE i.special_day_id = d.id)))
        FROM special_days d WHERE d.stylist_id = s.id AND d.member_id IS NULL AND d.date BETWEEN ${p('from')}::date AND ${p('to')}::date) AS special_days
    FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${p('stylistId')}`,
  );
  const busyQuery = preparedSql<{ s: number; e: number; blocked: boolean }>(db, busyStatement);
  const mergedBusyQuery = preparedSql<{ s: number; e: number }>(db, mergedBusyStatement);
  // The booking's checks (issue #33.4), prepared: planned once per connection.
  const blockedQuery = preparedSql<{ starts_at: string | Date; ends_at: string | Date }>(
    db,
    sql`SELECT starts_at, ends_at FROM blocked_times WHERE stylist_id = ${sql.placeholder('stylistId')}
      AND tstzrange(starts_at, ends_at) && tstzrange(${sql.placeholder('after')}::timestamptz, ${sql.placeholder('before')}::timestamptz)`,
  );

  return {
    /**
     * Her time zone, weekly hours, own booking rules and the special days dated in [from, to]
     * ('yyyy-MM-dd'; null and null: none) in one statement.
     */
    async schedule(stylistId: number, from: string | null, to: string | null): Promise<Schedule> {
      const [row] = await scheduleOf({ stylistId, from, to });
      return {
        timeZone: row?.time_zone ?? 'UTC',
        openHours: (row?.open_hours ?? []).map(([weekDay, startHour, endHour]) => ({ weekDay, startHour, endHour })),
        bookingRules: {
          minNoticeMinutes: row?.min_notice_minutes ?? null,
          horizonDays: row?.horizon_days ?? null,
          slotStepMinutes: row?.slot_step_minutes ?? null,
        },
        specialDays: (row?.special_days ?? []).map(([date, intervals]) => ({
          date,
          intervals: (intervals ?? []).map(([startMinute, endMinute]) => ({ startMinute, endMinute })),
        })),
      };
    },
    /**
     * What blocks a slot, reaching into [from, to): the occupied ranges (buffers included,
     * processing windows left out) of booked appointments and unexpired holds, and blocked time.
     */
    async busy(stylistId: number, from: Date, to: Date): Promise<MarkedBusyRange[]> {
      const rows = await busyQuery({ stylistId, from: from.toISOString(), to: to.toISOString() });
      return rows.map((r) => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)), blocked: r.blocked }));
    },
    /**
     * The same time as `busy`, merged: ranges that overlap or touch are one, blocked time not told
     * apart (what the slot list needs, unless a booking is being moved).
     */
    async mergedBusy(stylistId: number, from: Date, to: Date): Promise<BusyRange[]> {
      const rows = await mergedBusyQuery({ stylistId, from: from.toISOString(), to: to.toISOString() });
      return rows.map((r) => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)) }));
    },
    /** Her blocked time overlapping [after, before) alone. */
    async blocked(stylistId: number, after: Date, before: Date): Promise<BusyRange[]> {
      const rows = await blockedQuery({ stylistId, after: after.toISOString(), before: before.toISOString() });
      return rows.map((r) => ({ start: toDate(r.starts_at), end: toDate(r.ends_at) }));
    },
    /**
     * Whether the appointment `appointmentId` (just written in `tx`) overlaps a blocked range of its
     * stylist. Runs inside the booking transaction, after the stylist's write lock was taken.
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
