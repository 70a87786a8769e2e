// The bare baseline's dashboard call: the by-numbers statistic the dashboard screen's table and
// charts wait on, with the statements the API's dashboard repository sends and the same JSON.
import { DASHBOARD_BOOKED_STATES, type PeriodFigures } from '@chairly/shared';
import { localDateOf } from '@chairly/api/modules/availability/index';
import type { PeriodRaw } from '@chairly/api/modules/dashboard/dashboard.repository';
import { addDays, monthStart, nextMonthStart, weekStart } from '@chairly/api/modules/dashboard/local-dates';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';

type StylistOf = (request: FastifyRequest, reply: FastifyReply) => Promise<number | null>;

const TREND_DAYS = 14;
const BY_NUMBERS = 'dashboard-statistic-by-numbers';

// $1 stylist, $2 first local day, $3 the day after the last, $4 her time zone, $5–$7 the booked states.
const startsIn = (column: string) => `${column} >= (($2)::date::timestamp AT TIME ZONE $4) AND ${column} < (($3)::date::timestamp AT TIME ZONE $4)`;
const SQL = {
  timeZone: 'SELECT z.name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = $1',
  period: `SELECT a.appointments, a.completed_cents, a.no_shows, a.completed, a.from_waitlist,
      (SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM payment_charges p JOIN appointments ap ON ap.id = p.appointment_id
        WHERE p.stylist_id = $1 AND p.status = 'succeeded' AND ${startsIn('p.created_at')}
          AND (p.kind IN ('no-show-fee', 'cancel-fee')
            OR (p.kind = 'deposit' AND ap.state IN ('cancelled', 'no_show')
              AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = p.id AND r.status = 'succeeded')))) AS fee_cents,
      (SELECT coalesce(sum(p.amount_cents), 0)::bigint FROM payment_charges p
        WHERE p.stylist_id = $1 AND p.kind = 'deposit' AND p.status = 'succeeded' AND ${startsIn('p.created_at')}) AS deposits_taken,
      (SELECT coalesce(sum(r.amount_cents), 0)::bigint FROM payment_refunds r
        WHERE r.stylist_id = $1 AND r.status = 'succeeded' AND ${startsIn('r.created_at')}) AS deposits_refunded,
      (SELECT count(*)::int FROM customers c WHERE c.stylist_id = $1 AND NOT c.deleted AND ${startsIn('c.created_at')}) AS new_customers
    FROM (SELECT count(*) FILTER (WHERE a.state IN ($5, $6, $7))::int AS appointments,
                 coalesce(sum(a.amount_cents) FILTER (WHERE a.state = 'completed'), 0)::bigint AS completed_cents,
                 count(*) FILTER (WHERE a.state = 'no_show')::int AS no_shows,
                 count(*) FILTER (WHERE a.state = 'completed')::int AS completed,
                 count(*) FILTER (WHERE a.state IN ($5, $6, $7) AND a.source = 'waitlist')::int AS from_waitlist
          FROM appointments a WHERE a.stylist_id = $1 AND ${startsIn('a.starts_at')}) a`,
  dailyBooked: `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(a.id)::int AS n, coalesce(sum(a.amount_cents), 0)::bigint AS cents
    FROM generate_series($2::date, $3::date - 1, interval '1 day') d
    LEFT JOIN appointments a ON a.stylist_id = $1 AND a.state IN ($5, $6, $7)
      AND a.starts_at >= ((d)::date::timestamp AT TIME ZONE $4) AND a.starts_at < ((d::date + 1)::date::timestamp AT TIME ZONE $4)
    GROUP BY d ORDER BY d`,
};

const dollars = (cents: number | string) => Math.round(Number(cents)) / 100;

function figures(row: PeriodRaw | undefined): PeriodFigures {
  const noShows = row?.no_shows ?? 0;
  const past = (row?.completed ?? 0) + noShows;
  return {
    appointments: row?.appointments ?? 0,
    revenue: dollars(Number(row?.completed_cents ?? 0) + Number(row?.fee_cents ?? 0)),
    newCustomers: row?.new_customers ?? 0,
    noShows,
    noShowRate: past === 0 ? null : Math.round((noShows / past) * 1000) / 1000,
    depositsTaken: dollars(row?.deposits_taken ?? 0),
    depositsRefunded: dollars(row?.deposits_refunded ?? 0),
    fromWaitlist: row?.from_waitlist ?? 0,
  };
}

/** `GET /api/dashboard/statistics/dashboard-statistic-by-numbers` (other statistics: 404) on the baseline server. */
export function registerDashboardBaseline(app: FastifyInstance, pool: pg.Pool, stylistOf: StylistOf): void {
  app.get<{ Params: { type: string } }>('/api/dashboard/statistics/:type', async (request, reply) => {
    const stylistId = await stylistOf(request, reply);
    if (stylistId === null) return reply;
    if (request.params.type !== BY_NUMBERS) return reply.code(404).send({ code: 'NOT_FOUND' });
    const zone = await pool.query<{ name: string | null }>(SQL.timeZone, [stylistId]);
    const timeZone = zone.rows[0]?.name ?? 'UTC';
    const date = localDateOf(Date.now(), timeZone);
    const week = weekStart(date);
    const range = (from: string, to: string) => [stylistId, from, to, timeZone, ...DASHBOARD_BOOKED_STATES];
    const [weekRow, monthRow, trend] = await Promise.all([
      pool.query<PeriodRaw>(SQL.period, range(week, addDays(week, 7))),
      pool.query<PeriodRaw>(SQL.period, range(monthStart(date), nextMonthStart(date))),
      pool.query<{ date: string; n: number; cents: string }>(SQL.dailyBooked, range(addDays(date, 1 - TREND_DAYS), addDays(date, 1))),
    ]);
    return {
      type: BY_NUMBERS,
      date,
      timeZone,
      week: figures(weekRow.rows[0]),
      month: figures(monthRow.rows[0]),
      trend: trend.rows.map((d) => ({ date: d.date, appointments: d.n, revenue: dollars(d.cents) })),
    };
  });
}
