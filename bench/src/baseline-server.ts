import { createApiTokens } from '@chairly/api/lib/api-token';
import type { ScheduleRow } from '@chairly/api/modules/availability/inputs.repository';
import { toCalendarAppointment, toCalendarPage, zonedIsoFormatter, type RawCalendarPage } from '@chairly/api/modules/appointments-core/index';
import { computeAvailability } from '@chairly/api/modules/availability/index';
import { RANGE_PAGE_SIZE } from '@chairly/shared';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import { registerDashboardBaseline } from './baseline-dashboard';

type Options = { tokenSecret: Uint8Array; minNoticeMinutes: number; horizonDays: number; slotStepMinutes: number; baseDomain: string };

const DAY_MS = 86_400_000;

// The same statements the API sends (copied from its repositories), so the difference is the framework around them.
const SQL = {
  stylistBySubdomain: 'SELECT id FROM stylists WHERE subdomain = $1',
  bookableStylist: 'SELECT id FROM stylists WHERE subdomain = $1 AND business_name IS NOT NULL',
  timeZone: 'SELECT z.name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = $1',
  // The slot list's two statements (availability inputs' `schedule` and `busy`).
  schedule: `SELECT z.name AS time_zone, s.min_notice_minutes, s.horizon_days, s.slot_step_minutes,
      (SELECT json_agg(json_build_array(h.week_day, h.start_hour, h.end_hour)) FROM open_hours h WHERE h.stylist_id = s.id) AS open_hours,
      (SELECT json_agg(json_build_array(d.date::text,
          (SELECT json_agg(json_build_array(i.start_minute, i.end_minute)) FROM special_day_intervals i WHERE i.stylist_id = d.stylist_id AND i.date = d.date)))
        FROM special_days d WHERE d.stylist_id = s.id AND d.date BETWEEN $2::date AND $3::date) AS special_days
    FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = $1`,
  busyWithBlocked: `SELECT (extract(epoch FROM lower(r)) * 1000)::float8 AS s, (extract(epoch FROM upper(r)) * 1000)::float8 AS e, false AS blocked
      FROM appointments, unnest(occupied) AS r
      WHERE stylist_id = $1 AND starts_at < $2 AND upper(occupied) > $3 AND (state = 'booked' OR (state = 'held' AND hold_expires_at > now()))
    UNION ALL
    SELECT (extract(epoch FROM starts_at) * 1000)::float8, (extract(epoch FROM ends_at) * 1000)::float8, true FROM blocked_times
      WHERE stylist_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($3::timestamptz, $2::timestamptz)`,
  services: `SELECT s.id, s.name, s.price_cents, s.hourly, s.duration_minutes, s.buffer_minutes, s.processing_start_minutes, s.processing_minutes, s.public, s.deposit_mode, s.deposit_value, c.id AS category_id, c.name_en AS category_name, c.parent_id
    FROM services s INNER JOIN categories c ON c.id = s.category_id WHERE s.stylist_id = $1 AND s.deleted_at IS NULL`,
  servicesCount: 'SELECT count(*)::int AS n FROM services WHERE stylist_id = $1 AND deleted_at IS NULL',
  // The calendar's page (D55): one statement, one row; the count only when the page is full.
  calendarPage: `WITH page AS MATERIALIZED (
      SELECT a.id, a.state, a.starts_at, a.ends_at, a.amount_cents, a.note, a.customer_id, a.series_id, a.member_id
      FROM appointments a
      WHERE a.stylist_id = $1 AND a.starts_at >= $2 AND a.starts_at < $3 AND a.state NOT IN ('expired', 'released') AND NOT (a.state = 'held' AND a.hold_expires_at <= now())
      ORDER BY a.starts_at, a.id LIMIT $4)
    SELECT
      (SELECT json_agg(json_build_array(a.id, a.state, (date_part('epoch', a.starts_at) * 1000)::bigint, (date_part('epoch', a.ends_at) * 1000)::bigint,
          a.amount_cents, a.note, a.customer_id, a.series_id, a.member_id) ORDER BY a.starts_at, a.id) FROM page a) AS page,
      (SELECT json_agg(json_build_array(c.id, c.name, c.last_name)) FROM customers c WHERE c.stylist_id = $1 AND c.id = ANY (ARRAY(SELECT customer_id FROM page))) AS customers,
      (SELECT json_agg(json_build_array(s.appointment_id, s.service_id, s.name, s.duration_minutes, s.buffer_minutes, s.processing_start_minutes, s.processing_minutes)
        ORDER BY s.appointment_id, s.position) FROM appointment_services s WHERE s.appointment_id = ANY (ARRAY(SELECT id FROM page))) AS services,
      (SELECT json_agg(json_build_array(m.id, m.name)) FROM members m WHERE m.stylist_id = $1) AS members,
      st.currency, z.name AS time_zone,
      CASE WHEN (SELECT count(*) FROM page) >= $4 THEN (SELECT count(*)::int FROM appointments a
        WHERE a.stylist_id = $1 AND a.starts_at >= $2 AND a.starts_at < $3 AND a.state NOT IN ('expired', 'released') AND NOT (a.state = 'held' AND a.hold_expires_at <= now())) END AS total
    FROM stylists st LEFT JOIN time_zones z ON z.id = st.time_zone_id WHERE st.id = $1`,
};

type ServiceRow = {
  id: string;
  name: string;
  price_cents: number;
  hourly: boolean;
  duration_minutes: number;
  buffer_minutes: number;
  processing_start_minutes: number;
  processing_minutes: number;
  deposit_mode: string;
  deposit_value: number | null;
  public: boolean; category_id: number; category_name: string; parent_id: number | null };

const collection = (context: string, id: string, members: unknown[], total: number) => ({
  '@context': context,
  '@id': id,
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': total,
});

/**
 * The floor to compare the real API with: bare Fastify and node-postgres answering the same calls
 * with the same statements and JSON, without validation, security headers, rate limiting, an ORM
 * or logs. It does the work any implementation must do: checks the bearer token (the API's own
 * HS256 check, same secret), reads the tenant from the Host header, runs the same availability
 * engine and formats times in the stylist's zone with the same functions.
 */
export async function startBaselineServer(pool: pg.Pool, options: Options) {
  const app = Fastify({ logger: false });
  const tokens = createApiTokens(options.tokenSecret);
  const subdomainOf = (request: FastifyRequest) => {
    const host = request.hostname.split(':')[0] ?? '';
    return host.endsWith(`.${options.baseDomain}`) ? host.slice(0, -options.baseDomain.length - 1) : '';
  };
  const stylistOf = async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await tokens.verify(token) : null;
    if (claims?.stylistId) return claims.stylistId;
    await reply.code(401).send({ code: 'UNAUTHORIZED' });
    return null;
  };

  app.get('/api/health', async () => {
    await pool.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  });

  app.get('/api/time_zone_dictionaries', async () => {
    const [rows, total] = await Promise.all([
      pool.query<{ id: number; label: string }>('SELECT id, label FROM time_zones ORDER BY id ASC LIMIT 10 OFFSET 0'),
      pool.query<{ n: number }>('SELECT count(*)::int AS n FROM time_zones'),
    ]);
    const members = rows.rows.map((r) => ({ '@id': `/api/time_zone_dictionaries/${r.id}`, id: r.id, name: r.label }));
    return collection('/api/contexts/TimeZoneDictionary', '/api/time_zone_dictionaries', members, total.rows[0]?.n ?? 0);
  });

  app.get('/api/public/services', async (request, reply) => {
    const stylist = await pool.query<{ id: number }>(SQL.stylistBySubdomain, [subdomainOf(request)]);
    const stylistId = stylist.rows[0]?.id;
    if (stylistId === undefined) return reply.code(404).send({ code: 'NOT_FOUND' });
    const { rows } = await pool.query<ServiceRow>(`${SQL.services} AND s.public = true ORDER BY c.position, c.id, s.name, s.id`, [stylistId]);
    const members = rows.map((r) => ({
      '@id': `/api/services/${r.id}`,
      id: Number(r.id),
      name: r.name,
      price: r.price_cents / 100,
      hourly: r.hourly,
      duration: r.duration_minutes,
      category: { id: r.category_id, name: r.category_name, parent: r.parent_id },
    }));
    return collection('/api/contexts/Service', '/api/public/services', members, members.length);
  });

  app.get<{ Params: { duration: string; startDate: string; endDate: string } }>(
    '/api/public/services/duration/:duration/available-dates/period/:startDate/:endDate',
    async (request, reply) => {
      const { duration, startDate, endDate } = request.params;
      const stylist = await pool.query<{ id: number }>(SQL.bookableStylist, [subdomainOf(request)]);
      const stylistId = stylist.rows[0]?.id;
      if (stylistId === undefined) return reply.code(404).send({ code: 'NOT_FOUND' });
      const [schedule, busy] = await Promise.all([
        pool.query<ScheduleRow>(SQL.schedule, [stylistId, startDate, endDate]),
        pool.query<{ s: number; e: number }>(SQL.busyWithBlocked, [
          stylistId,
          new Date(Date.parse(endDate) + 2 * DAY_MS).toISOString(),
          new Date(Date.parse(startDate) - DAY_MS).toISOString(),
        ]),
      ]);
      const row = schedule.rows[0];
      const timeZone = row?.time_zone ?? 'UTC';
      const dates = computeAvailability({
        timeZone,
        openHours: (row?.open_hours ?? []).map(([weekDay, startHour, endHour]) => ({ weekDay, startHour, endHour })),
        busy: busy.rows.map((r) => ({ start: new Date(Number(r.s)), end: new Date(Number(r.e)) })),
        durationMinutes: Number(duration),
        from: startDate,
        to: endDate,
        now: new Date(),
        minNoticeMinutes: row?.min_notice_minutes ?? options.minNoticeMinutes,
        horizonDays: row?.horizon_days ?? options.horizonDays,
        stepMinutes: row?.slot_step_minutes ?? options.slotStepMinutes,
        specialDays: (row?.special_days ?? []).map(([date, intervals]) => ({
          date,
          intervals: (intervals ?? []).map(([startMinute, endMinute]) => ({ startMinute, endMinute })),
        })),
      });
      return { timeZone, dates };
    },
  );

  app.get<{ Querystring: Record<string, string> }>('/api/appointments', async (request, reply) => {
    const stylistId = await stylistOf(request, reply);
    if (stylistId === null) return reply;
    const after = new Date(request.query['startsAt[after]'] ?? '').toISOString();
    const before = new Date(request.query['startsAt[strictly_before]'] ?? '').toISOString();
    // The API's one statement (D55), for a first page: the bench asks for a range that fits in one.
    const { rows } = await pool.query<RawCalendarPage>(SQL.calendarPage, [stylistId, after, before, RANGE_PAGE_SIZE + 1]);
    // As the API: her currency, the deployment's default (usd) while she has none (D33).
    const page = toCalendarPage(rows[0], 'USD');
    const iso = zonedIsoFormatter(page.timeZone);
    const members = page.rows.slice(0, RANGE_PAGE_SIZE).map((row) => toCalendarAppointment(row, iso, page.currency));
    return collection('/api/contexts/Appointment', '/api/appointments', members, page.total ?? members.length);
  });

  app.get('/api/services', async (request, reply) => {
    const stylistId = await stylistOf(request, reply);
    if (stylistId === null) return reply;
    const [rows, total] = await Promise.all([
      pool.query<ServiceRow>(`${SQL.services} ORDER BY s.id DESC LIMIT 10`, [stylistId]),
      pool.query<{ n: number }>(SQL.servicesCount, [stylistId]),
    ]);
    const members = rows.rows.map((r) => ({
      '@id': `/api/services/${r.id}`,
      id: Number(r.id),
      name: r.name,
      price: r.price_cents / 100,
      hourly: r.hourly,
      duration: r.duration_minutes,
      bufferMinutes: r.buffer_minutes,
      processingStartMinutes: r.processing_start_minutes,
      processingMinutes: r.processing_minutes,
      public: r.public,
      category: { id: r.category_id, name: r.category_name },
      depositMode: r.deposit_mode,
      depositValue: r.deposit_value === null ? null : r.deposit_mode === 'amount' ? r.deposit_value / 100 : r.deposit_value,
    }));
    return collection('/api/contexts/Service', '/api/services', members, total.rows[0]?.n ?? 0);
  });

  registerDashboardBaseline(app, pool, stylistOf);

  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}
