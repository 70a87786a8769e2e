import { DASHBOARD_BOOKED_STATES, type CurrencyCode } from '@chairly/shared';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { currencyOr } from '../../lib/stylist-currency';

/** A local calendar day range [from, to) given as yyyy-MM-dd dates, in the stylist's zone. */
export type LocalRange = { from: string; to: string; timeZone: string };

/** A value, or the placeholder it fills in a statement prepared once (issue #22). */
type Value<T> = T | Placeholder;
type RangeOf = { from: Value<string>; to: Value<string>; timeZone: Value<string> };
const P = { stylistId: sql.placeholder('stylistId'), range: { from: sql.placeholder('from'), to: sql.placeholder('to'), timeZone: sql.placeholder('timeZone') } };

const BOOKED = sql.join(DASHBOARD_BOOKED_STATES.map((s) => sql`${s}`), sql`, `);
// Local midnight of a date as an instant: DST-safe (PostgreSQL applies the zone's rules of that day).
const midnight = (date: SQL | Value<string>, timeZone: Value<string>) => sql`((${date})::date::timestamp AT TIME ZONE ${timeZone})`;
const startsIn = (range: RangeOf, column = sql`a.starts_at`) =>
  sql`${column} >= ${midnight(range.from, range.timeZone)} AND ${column} < ${midnight(range.to, range.timeZone)}`;
// Fees charged in the range, and deposits taken in it that were kept (a late cancellation, a
// no-show; issue #20). A deposit of a completed appointment is part of its amount, a refunded one
// is no income.
const feesIn = (stylistId: Value<number>, range: RangeOf) => sql`
  SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM payment_charges p JOIN appointments ap ON ap.id = p.appointment_id
  WHERE p.stylist_id = ${stylistId} AND p.status = 'succeeded' AND ${startsIn(range, sql`p.created_at`)}
    AND (p.kind IN ('no-show-fee', 'cancel-fee')
      OR (p.kind = 'deposit' AND ap.state IN ('cancelled', 'no_show')
        AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = p.id AND r.status = 'succeeded')))`;
const depositsTakenIn = (stylistId: Value<number>, range: RangeOf) => sql`
  SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM payment_charges p
  WHERE p.stylist_id = ${stylistId} AND p.kind = 'deposit' AND p.status = 'succeeded' AND ${startsIn(range, sql`p.created_at`)}`;
const depositsRefundedIn = (stylistId: Value<number>, range: RangeOf) => sql`
  SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM payment_refunds r
  WHERE r.stylist_id = ${stylistId} AND r.status = 'succeeded' AND ${startsIn(range, sql`r.created_at`)}`;

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
    (SELECT count(*)::int FROM customers c WHERE c.stylist_id = ${stylistId} AND NOT c.deleted AND ${startsIn(range, sql`c.created_at`)}) AS new_customers
  FROM (SELECT count(*) FILTER (WHERE a.state IN (${BOOKED}))::int AS appointments,
               coalesce(sum(a.amount_cents) FILTER (WHERE a.state = 'completed'), 0)::bigint AS completed_cents,
               count(*) FILTER (WHERE a.state = 'no_show')::int AS no_shows,
               count(*) FILTER (WHERE a.state = 'completed')::int AS completed,
               count(*) FILTER (WHERE a.state IN (${BOOKED}) AND a.source = 'waitlist')::int AS from_waitlist
        FROM appointments a WHERE a.stylist_id = ${stylistId} AND ${startsIn(range)}) a`;

/**
 * Per local day of [from, to): booked appointments and their amounts (days without any included).
 * Issue #33 (D50): the window is read once, by `starts_at` between the two local midnights (the
 * (stylist_id, starts_at) index), and grouped by local date; the days are joined to the groups
 * afterwards. Every value is compared as a bound of that one range, so the generic plan PostgreSQL
 * switches a prepared statement to after five calls is the same index range scan (no plan cliff).
 */
const dailyBookedSql = (stylistId: Value<number>, range: RangeOf) => sql`
  SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(b.n, 0)::int AS n, coalesce(b.cents, 0)::bigint AS cents
  FROM generate_series(${range.from}::date, ${range.to}::date - 1, interval '1 day') d
  LEFT JOIN (
    SELECT (a.starts_at AT TIME ZONE ${range.timeZone})::date AS day, count(*) AS n, sum(a.amount_cents) AS cents
    FROM appointments a
    WHERE a.stylist_id = ${stylistId} AND a.state IN (${BOOKED}) AND ${startsIn(range)}
    GROUP BY 1) b ON b.day = d::date
  ORDER BY d`;

/** The prepared statement of dailyBooked, with its placeholders (stylistId, from, to, timeZone), for the plan test. */
export const dailyBookedStatement = () => dailyBookedSql(P.stylistId, P.range);

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

/**
 * Set-based aggregates over one stylist's data (every query scoped by the stylist); her currency,
 * or the deployment's (`defaultCurrency`, composition.ts) while her row has none.
 */
export function createDashboardRepository(db: Db, defaultCurrency: CurrencyCode) {
  const first = async <T extends Record<string, unknown>>(query: SQL) => (await db.execute<T>(query)).rows[0];
  // The by-numbers statistic's statements, prepared once (issue #22).
  const timeZoneQuery = preparedSql<{ name: string | null; currency: string | null }>(db, sql`SELECT z.name, s.currency FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${P.stylistId}`);
  const periodQuery = preparedSql<PeriodRaw>(db, periodSql(P.stylistId, P.range));
  const dailyBookedQuery = preparedSql<{ date: string; n: number; cents: string }>(db, dailyBookedStatement());

  /** Her time zone and (issue #29) her currency, upper case, in one read: her sums are in its minor unit. */
  async function zoneAndCurrency(stylistId: number): Promise<{ timeZone: string; currency: string }> {
    const [row] = await timeZoneQuery({ stylistId });
    return { timeZone: row?.name ?? 'UTC', currency: currencyOr(row?.currency, defaultCurrency) };
  }

  return {
    async timeZone(stylistId: number): Promise<string> {
      return (await zoneAndCurrency(stylistId)).timeZone;
    },
    zoneAndCurrency,
    async totalCustomers(stylistId: number): Promise<number> {
      const row = await first<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers WHERE stylist_id = ${stylistId} AND NOT deleted`);
      return row?.n ?? 0;
    },
    /** Appointments in a booked state starting in the range: how many and their amounts. */
    async booked(stylistId: number, range: LocalRange): Promise<{ count: number; cents: number }> {
      const row = await first<{ n: number; cents: string }>(sql`
        SELECT count(*)::int AS n, coalesce(sum(a.amount_cents), 0)::bigint AS cents FROM appointments a
        WHERE a.stylist_id = ${stylistId} AND a.state IN (${BOOKED}) AND ${startsIn(range)}`);
      return { count: row?.n ?? 0, cents: Number(row?.cents ?? 0) };
    },
    /** Checked-out (completed) appointments starting in the range plus fees charged in it. */
    async salesCents(stylistId: number, range: LocalRange): Promise<number> {
      const row = await first<{ cents: string }>(sql`
        SELECT (SELECT coalesce(sum(a.amount_cents), 0)::bigint FROM appointments a
                WHERE a.stylist_id = ${stylistId} AND a.state = 'completed' AND ${startsIn(range)})
             + (${feesIn(stylistId, range)}) AS cents`);
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
    /** Per local day of [from, to): booked appointments and their amounts (days without any included). */
    async dailyBooked(stylistId: number, range: LocalRange): Promise<{ date: string; count: number; cents: number }[]> {
      const rows = await dailyBookedQuery({ stylistId, ...range });
      return rows.map((r) => ({ date: r.date, count: r.n, cents: Number(r.cents) }));
    },
    /** Services of booked and completed appointments starting in the range, by copied name. */
    async servicesGroup(stylistId: number, range: LocalRange): Promise<{ name: string; count: number; cents: number }[]> {
      const { rows } = await db.execute<{ name: string; n: number; cents: string }>(sql`
        SELECT s.name, count(*)::int AS n, coalesce(sum(s.price_cents), 0)::bigint AS cents
        FROM appointments a JOIN appointment_services s ON s.appointment_id = a.id
        WHERE a.stylist_id = ${stylistId} AND a.state IN ('booked', 'completed') AND ${startsIn(range)}
        GROUP BY s.name ORDER BY n DESC, cents DESC, s.name`);
      return rows.map((r) => ({ name: r.name, count: r.n, cents: Number(r.cents) }));
    },
  };
}
