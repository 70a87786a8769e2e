import { DASHBOARD_BOOKED_STATES, type CurrencyCode } from '@chairly/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { currencyOr } from '../../lib/stylist-currency';
import { addDays } from './local-dates';

/** A local calendar day range [from, to) given as yyyy-MM-dd dates, in the stylist's zone. */
export type LocalRange = { from: string; to: string; timeZone: string };

/** A value, or the placeholder it fills in a statement prepared once (issue #22). */
type Value<T> = T | Placeholder;
type RangeOf = { from: Value<string> | SQL; to: Value<string> | SQL; timeZone: Value<string> };
const P = { stylistId: sql.placeholder('stylistId'), range: { from: sql.placeholder('from'), to: sql.placeholder('to'), timeZone: sql.placeholder('timeZone') } };

const BOOKED = sql.join(DASHBOARD_BOOKED_STATES.map((s) => sql`${s}`), sql`, `);
// Local midnight of a date as an instant: DST-safe (PostgreSQL applies the zone's rules of that day).
const midnight = (date: SQL | Value<string>, timeZone: Value<string>) => sql`((${date})::date::timestamp AT TIME ZONE ${timeZone})`;
const startsIn = (range: RangeOf, column = sql`a.starts_at`) =>
  sql`${column} >= ${midnight(range.from, range.timeZone)} AND ${column} < ${midnight(range.to, range.timeZone)}`;
/**
 * Issue #34 (D66): one member's figures only — her appointments, and the charges, refunds and
 * customers of her appointments. Without a member nothing is added, so the statements prepared
 * once (no member) are the same text as before.
 */
type Member = number | undefined;
const ofMember = (member: Member, appointment: SQL) =>
  member === undefined ? sql`` : sql` AND EXISTS (SELECT 1 FROM appointments am WHERE am.id = ${appointment} AND am.member_id = ${member})`;
const appointmentOf = (member: Member, column = sql`a.member_id`) => (member === undefined ? sql`` : sql` AND ${column} = ${member}`);

// Fees charged in the range, and deposits taken in it that were kept (a late cancellation, a
// no-show; issue #20). A deposit of a completed appointment is part of its amount, a refunded one
// is no income. Each is a FROM … WHERE over the range, summed whole (a period) or per day (D56).
const feesFrom = (stylistId: Value<number>, range: RangeOf, member?: Member) => sql`
  payment_charges p JOIN appointments ap ON ap.id = p.appointment_id
  WHERE p.stylist_id = ${stylistId} AND p.status = 'succeeded' AND ${startsIn(range, sql`p.created_at`)}${appointmentOf(member, sql`ap.member_id`)}
    AND (p.kind IN ('no-show-fee', 'cancel-fee')
      OR (p.kind = 'deposit' AND ap.state IN ('cancelled', 'no_show')
        AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = p.id AND r.status = 'succeeded')))`;
const depositsTakenFrom = (stylistId: Value<number>, range: RangeOf, member?: Member) => sql`
  payment_charges p
  WHERE p.stylist_id = ${stylistId} AND p.kind = 'deposit' AND p.status = 'succeeded' AND ${startsIn(range, sql`p.created_at`)}${ofMember(member, sql`p.appointment_id`)}`;
const depositsRefundedFrom = (stylistId: Value<number>, range: RangeOf, member?: Member) => sql`
  payment_refunds r
  WHERE r.stylist_id = ${stylistId} AND r.status = 'succeeded' AND ${startsIn(range, sql`r.created_at`)}${ofMember(member, sql`r.appointment_id`)}`;
/** One member's: the new customers who have an appointment with her. */
const customersOf = (member: Member) =>
  member === undefined ? sql`` : sql` AND EXISTS (SELECT 1 FROM appointments am WHERE am.customer_id = c.id AND am.member_id = ${member})`;
const newCustomersFrom = (stylistId: Value<number>, range: RangeOf, member?: Member) => sql`
  customers c WHERE c.stylist_id = ${stylistId} AND NOT c.deleted AND ${startsIn(range, sql`c.created_at`)}${customersOf(member)}`;
const feesIn = (stylistId: Value<number>, range: RangeOf, member?: Member) => sql`SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM ${feesFrom(stylistId, range, member)}`;
const depositsTakenIn = (stylistId: Value<number>, range: RangeOf) => sql`SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM ${depositsTakenFrom(stylistId, range)}`;
const depositsRefundedIn = (stylistId: Value<number>, range: RangeOf) => sql`SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM ${depositsRefundedFrom(stylistId, range)}`;

export type PeriodRow = {
  appointments: number;
  completedCents: number;
  feeCents: number;
  newCustomers: number;
  noShows: number;
  completed: number;
  depositsTakenCents: number;
  depositsRefundedCents: number;
  fromWaitlist: number;
};

/** A period's row as PostgreSQL answers it (also the bench baseline's). */
export type PeriodRaw = {
  appointments: number;
  completed_cents: string;
  fee_cents: string;
  new_customers: number;
  no_shows: number;
  completed: number;
  deposits_taken: string;
  deposits_refunded: string;
  from_waitlist: number;
};

const periodSql = (stylistId: Value<number>, range: RangeOf) => sql`
  SELECT a.appointments, a.completed_cents, a.no_shows, a.completed, a.from_waitlist,
    (${feesIn(stylistId, range)}) AS fee_cents,
    (${depositsTakenIn(stylistId, range)}) AS deposits_taken,
    (${depositsRefundedIn(stylistId, range)}) AS deposits_refunded,
    (SELECT count(*)::int FROM ${newCustomersFrom(stylistId, range)}) AS new_customers
  FROM (SELECT count(*) FILTER (WHERE a.state IN (${BOOKED}))::int AS appointments,
               coalesce(sum(a.amount_cents) FILTER (WHERE a.state = 'completed'), 0)::bigint AS completed_cents,
               count(*) FILTER (WHERE a.state = 'no_show')::int AS no_shows,
               count(*) FILTER (WHERE a.state = 'completed')::int AS completed,
               count(*) FILTER (WHERE a.state IN (${BOOKED}) AND a.source = 'waitlist')::int AS from_waitlist
        FROM appointments a WHERE a.stylist_id = ${stylistId} AND ${startsIn(range)}) a`;

/** The prepared statement of period, with its placeholders (stylistId, from, to, timeZone), for the plan test. */
export const periodStatement = () => periodSql(P.stylistId, P.range);

/**
 * A local day's figures (`days`) for one member: a period's, plus the amount of its booked
 * appointments. Appointments and fees are the member's of their appointment; what belongs to no
 * member (deposits taken and refunded, new customers, an appointment without one) has `memberId` null.
 */
export type DayRow = PeriodRow & { date: string; memberId: number | null; bookedCents: number };

/** `days`' row as PostgreSQL answers it: the day's number in the range (1 = `from`). */
type DayRaw = {
  day: number;
  member_id: string | null;
  appointments: number;
  booked_cents: string;
  completed: number;
  completed_cents: string;
  no_shows: number;
  from_waitlist: number;
  fee_cents: string;
  deposits_taken: string;
  deposits_refunded: string;
  new_customers: number;
};

/**
 * Per local day of [from, to), everything the by-numbers statistic adds up (issue #33, D56): its
 * week, its month and its 14 days are sums of days, so one statement reads each table once over
 * the range that covers all three, instead of three statements reading the week's and the trend's
 * rows a second time (a busy stylist's month is 720 appointments). Each table is read by one index
 * range between the two local midnights, as a period is; a row's day is its bucket among the local
 * midnights of the range (`width_bucket`, a binary search), so a day holds exactly what a period
 * from that midnight to the next holds. Appointments are counted by day, state and source first
 * (two sums a row, the states told apart per group: a quarter less of PostgreSQL's time for a busy
 * month than six filtered sums a row). Only days with something in them are answered.
 *
 * Each day's row is split by the member of its appointments and fees (D66): the takings per member
 * of the week and the month are sums of these rows too, so her appointments and fees are read once
 * for both (issue #33; they were read a second time by a statement of their own).
 */
const daysSql = (stylistId: Value<number>, range: RangeOf, member?: Member) => {
  const day = (column: SQL) => sql`width_bucket(${column}, (SELECT m FROM midnights))`;
  return sql`
  WITH midnights AS (
    SELECT array_agg(${midnight(sql`d`, range.timeZone)} ORDER BY d) AS m FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d)
  SELECT day, member_id, sum(appointments)::int AS appointments, sum(booked_cents)::bigint AS booked_cents, sum(completed)::int AS completed,
    sum(completed_cents)::bigint AS completed_cents, sum(no_shows)::int AS no_shows, sum(from_waitlist)::int AS from_waitlist,
    sum(fee_cents)::bigint AS fee_cents, sum(deposits_taken)::bigint AS deposits_taken, sum(deposits_refunded)::bigint AS deposits_refunded,
    sum(new_customers)::int AS new_customers
  FROM (
    SELECT day, member_id,
      coalesce(sum(n) FILTER (WHERE state IN (${BOOKED})), 0) AS appointments,
      coalesce(sum(cents) FILTER (WHERE state IN (${BOOKED})), 0) AS booked_cents,
      coalesce(sum(n) FILTER (WHERE state = 'completed'), 0) AS completed,
      coalesce(sum(cents) FILTER (WHERE state = 'completed'), 0) AS completed_cents,
      coalesce(sum(n) FILTER (WHERE state = 'no_show'), 0) AS no_shows,
      coalesce(sum(n) FILTER (WHERE state IN (${BOOKED}) AND waitlist), 0) AS from_waitlist,
      0 AS fee_cents, 0 AS deposits_taken, 0 AS deposits_refunded, 0 AS new_customers
    FROM (
      SELECT ${day(sql`a.starts_at`)} AS day, a.member_id, a.state, a.source IS NOT DISTINCT FROM 'waitlist' AS waitlist, count(*) AS n, coalesce(sum(a.amount_cents), 0) AS cents
      FROM appointments a WHERE a.stylist_id = ${stylistId} AND ${startsIn(range)}${appointmentOf(member)} GROUP BY 1, 2, 3, 4) groups
    GROUP BY day, member_id
    UNION ALL
    SELECT ${day(sql`p.created_at`)}, ap.member_id, 0, 0, 0, 0, 0, 0, sum(p.amount_cents), 0, 0, 0 FROM ${feesFrom(stylistId, range, member)} GROUP BY 1, 2
    UNION ALL
    SELECT ${day(sql`p.created_at`)}, NULL, 0, 0, 0, 0, 0, 0, 0, sum(p.amount_cents), 0, 0 FROM ${depositsTakenFrom(stylistId, range, member)} GROUP BY 1
    UNION ALL
    SELECT ${day(sql`r.created_at`)}, NULL, 0, 0, 0, 0, 0, 0, 0, 0, sum(r.amount_cents), 0 FROM ${depositsRefundedFrom(stylistId, range, member)} GROUP BY 1
    UNION ALL
    SELECT ${day(sql`c.created_at`)}, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*) FROM ${newCustomersFrom(stylistId, range, member)} GROUP BY 1
  ) figures
  GROUP BY day, member_id`;
};

/** The prepared statement of days, with its placeholders (stylistId, from, to, timeZone), for the plan test. */
export const daysStatement = () => daysSql(P.stylistId, P.range);

/**
 * The business's days as `daysSql` answers them, from the rollup (D71, migration 0041): one row per
 * local day and member in `dashboard_days`, and the changes written since its last compaction in
 * `dashboard_day_changes`, both read by an index range over her days and summed. The days were
 * bucketed in her zone when each row was written (a change of zone rebuilds them), so the range's
 * zone is not needed here. Member 0 is "of no member" (NULL in `daysSql`).
 */
const rolledUpDaysSql = (stylistId: Value<number>, range: RangeOf) => {
  const figures = sql`appointments, booked_cents, completed, completed_cents, no_shows, from_waitlist, fee_cents, deposits_taken, deposits_refunded, new_customers`;
  const of = (table: SQL) => sql`SELECT day, member_id, ${figures} FROM ${table} WHERE stylist_id = ${stylistId} AND day >= ${range.from}::date AND day < ${range.to}::date`;
  return sql`
  SELECT (day - ${range.from}::date) + 1 AS day, nullif(member_id, 0) AS member_id, sum(appointments)::int AS appointments,
    sum(booked_cents)::bigint AS booked_cents, sum(completed)::int AS completed, sum(completed_cents)::bigint AS completed_cents,
    sum(no_shows)::int AS no_shows, sum(from_waitlist)::int AS from_waitlist, sum(fee_cents)::bigint AS fee_cents,
    sum(deposits_taken)::bigint AS deposits_taken, sum(deposits_refunded)::bigint AS deposits_refunded, sum(new_customers)::int AS new_customers
  FROM (${of(sql`dashboard_days`)} UNION ALL ${of(sql`dashboard_day_changes`)}) figures
  GROUP BY day, member_id`;
};

/** The prepared statement of the rolled-up days, with its placeholders (stylistId, from, to), for the plan test. */
export const rolledUpDaysStatement = () => rolledUpDaysSql(P.stylistId, P.range);

/** A days answer as figures: the days with a figure, as numbers, in order (the rollup may keep a day back at zero). */
export type DayFigures = Record<string, number | null>;
function figuresOf(rows: Record<string, unknown>[]): DayFigures[] {
  const hasFigure = (d: Record<string, unknown>) => Object.entries(d).some(([k, v]) => k !== 'day' && k !== 'member_id' && Number(v) !== 0);
  return rows
    .filter(hasFigure)
    .map((d) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v === null ? null : Number(v)])))
    .sort((a, b) => Number(a.day) - Number(b.day) || Number(a.member_id ?? 0) - Number(b.member_id ?? 0));
}

/** A member of the business as the by-numbers statistic lists her takings (D66). */
export type TeamMember = { id: number; name: string; active: boolean };

/**
 * Her zone and currency in one row; `withTeam`: her members too (in the team's order, a JSON array),
 * what the by-numbers statistic needs before its days (D66's takings per member).
 */
const zoneSql = (withTeam: boolean) => sql`
  SELECT z.name, s.currency${withTeam ? sql`,
    (SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'active', m.active) ORDER BY m.position, m.id), '[]'::json)
     FROM members m WHERE m.stylist_id = s.id) AS members` : sql``}
  FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${P.stylistId}`;

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

/**
 * Set-based aggregates over one stylist's data (every query scoped by the stylist); her currency,
 * or the deployment's (`defaultCurrency`, composition.ts) while her row has none.
 */
export function createDashboardRepository(db: Db, defaultCurrency: CurrencyCode) {
  const first = async <T extends Record<string, unknown>>(query: SQL) => (await db.execute<T>(query)).rows[0];
  // The by-numbers statistic's statements, prepared once (issue #22).
  type ZoneRaw = { name: string | null; currency: string | null; members?: TeamMember[] };
  const zoneQueries = { alone: preparedSql<ZoneRaw>(db, zoneSql(false)), withTeam: preparedSql<ZoneRaw>(db, zoneSql(true)) };
  const periodQuery = preparedSql<PeriodRaw>(db, periodSql(P.stylistId, P.range));
  const daysQuery = preparedSql<DayRaw>(db, rolledUpDaysStatement());

  /**
   * Her time zone and (issue #29) her currency, upper case, in one read: her sums are in its minor
   * unit. `withTeam`: her members in the team's order in the same read (else none).
   */
  async function zoneAndCurrency(stylistId: number, withTeam = false): Promise<{ timeZone: string; currency: string; members: TeamMember[] }> {
    const [row] = await zoneQueries[withTeam ? 'withTeam' : 'alone']({ stylistId });
    return { timeZone: row?.name ?? 'UTC', currency: currencyOr(row?.currency, defaultCurrency), members: row?.members ?? [] };
  }

  return {
    async timeZone(stylistId: number): Promise<string> {
      return (await zoneAndCurrency(stylistId)).timeZone;
    },
    zoneAndCurrency,
    /** Whether a member belongs to the business (a `?member=` of another answers 404). */
    async hasMember(stylistId: number, memberId: number): Promise<boolean> {
      return (await first<{ n: number }>(sql`SELECT 1 AS n FROM members WHERE id = ${memberId} AND stylist_id = ${stylistId}`)) !== undefined;
    },
    async totalCustomers(stylistId: number, member?: Member): Promise<number> {
      const row = await first<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers c WHERE c.stylist_id = ${stylistId} AND NOT c.deleted${customersOf(member)}`);
      return row?.n ?? 0;
    },
    /** Appointments in a booked state starting in the range: how many and their amounts. */
    async booked(stylistId: number, range: LocalRange, member?: Member): Promise<{ count: number; cents: number }> {
      const row = await first<{ n: number; cents: string }>(sql`
        SELECT count(*)::int AS n, coalesce(sum(a.amount_cents), 0)::bigint AS cents FROM appointments a
        WHERE a.stylist_id = ${stylistId} AND a.state IN (${BOOKED}) AND ${startsIn(range)}${appointmentOf(member)}`);
      return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
    },
    /** Checked-out (completed) appointments starting in the range plus fees charged in it. */
    async salesCents(stylistId: number, range: LocalRange, member?: Member): Promise<number> {
      const row = await first<{ cents: string }>(sql`
        SELECT (SELECT coalesce(sum(a.amount_cents), 0)::bigint FROM appointments a
                WHERE a.stylist_id = ${stylistId} AND a.state = 'completed' AND ${startsIn(range)}${appointmentOf(member)})
             + (${feesIn(stylistId, range, member)}) AS cents`);
      return Number(row?.cents ?? 0);
    },
    async period(stylistId: number, range: LocalRange): Promise<PeriodRow> {
      const [row] = await periodQuery({ stylistId, ...range });
      return {
        appointments: row?.appointments ?? 0,
        completedCents: Number(row?.completed_cents ?? 0),
        feeCents: Number(row?.fee_cents ?? 0),
        newCustomers: row?.new_customers ?? 0,
        noShows: row?.no_shows ?? 0,
        completed: row?.completed ?? 0,
        depositsTakenCents: Number(row?.deposits_taken ?? 0),
        depositsRefundedCents: Number(row?.deposits_refunded ?? 0),
        fromWaitlist: row?.from_waitlist ?? 0,
      };
    },
    /**
     * Per local day of [from, to) with something in it: its figures (see daysSql; the rollup may also
     * answer a day whose figures went back to zero). The business's from the rollup (D71); one
     * member's, asked for less often, from her rows (the deposits and new customers of her
     * appointments are not in the rollup), a statement of their own, not prepared.
     */
    async days(stylistId: number, range: LocalRange, member?: Member): Promise<DayRow[]> {
      const rows = member === undefined ? await daysQuery({ stylistId, ...range }) : (await db.execute<DayRaw>(daysSql(stylistId, range, member))).rows;
      return rows.map((r) => ({
        date: addDays(range.from, r.day - 1),
        memberId: r.member_id === null ? null : Number(r.member_id),
        appointments: r.appointments,
        bookedCents: Number(r.booked_cents),
        completed: r.completed,
        completedCents: Number(r.completed_cents),
        noShows: r.no_shows,
        fromWaitlist: r.from_waitlist,
        feeCents: Number(r.fee_cents),
        depositsTakenCents: Number(r.deposits_taken),
        depositsRefundedCents: Number(r.deposits_refunded),
        newCustomers: r.new_customers,
      }));
    },
    /**
     * Her days of [from, to) (local dates in her zone) from the rollup and from her rows (D71): the
     * same figures when the rollup is right. The tests' and the stress suite's check; after a bulk load.
     */
    async compareWithRollup(stylistId: number, from: string, to: string): Promise<{ same: boolean; rolledUp: DayFigures[]; rows: DayFigures[] }> {
      const range = { from, to, timeZone: (await zoneAndCurrency(stylistId)).timeZone };
      const rolledUp = figuresOf((await db.execute(rolledUpDaysSql(stylistId, range))).rows);
      const rows = figuresOf((await db.execute(daysSql(stylistId, range))).rows);
      return { same: JSON.stringify(rolledUp) === JSON.stringify(rows), rolledUp, rows };
    },
    /** Services of booked and completed appointments starting in the range, by copied name. */
    async servicesGroup(stylistId: number, range: LocalRange, member?: Member): Promise<{ name: string; count: number; cents: number }[]> {
      const { rows } = await db.execute<{ name: string; n: number; cents: string }>(sql`
        SELECT s.name, count(*)::int AS n, coalesce(sum(s.price_cents), 0)::bigint AS cents
        FROM appointments a JOIN appointment_services s ON s.appointment_id = a.id
        WHERE a.stylist_id = ${stylistId} AND a.state IN ('booked', 'completed') AND ${startsIn(range)}${appointmentOf(member)}
        GROUP BY s.name ORDER BY n DESC, cents DESC, s.name`);
      return rows.map((r) => ({ name: r.name, count: r.n, cents: Number(r.cents) }));
    },
  };
}
