import { ABANDONED_HOLD_STATES, type AppointmentState, type CurrencyCode } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { currencyOr } from '../../lib/stylist-currency';

/** A page row as the statement gives it: [id, state, start ms, end ms, amount cents, note, customer id, series id, member id]. */
type PageTuple = [number, AppointmentState, number, number, number, string, number | null, number | null, number];
/** [appointment id, service id, name, duration, buffer, processing start, processing] (minutes), by appointment and position. */
type ServiceTuple = [number, number, string, number, number, number, number];

/** The statement's one row (json columns parsed by node-postgres). */
export type RawCalendarPage = {
  page: PageTuple[] | null;
  customers: [number, string, string][] | null;
  services: ServiceTuple[] | null;
  members: [number, string][] | null;
  currency: string | null;
  time_zone: string | null;
  total: number | null;
};

export type CalendarService = { id: number; name: string; duration: number; buffer: number; processingStart: number; processing: number };
export type CalendarRow = {
  id: number;
  state: AppointmentState;
  startsAt: number;
  endsAt: number;
  amountCents: number;
  note: string;
  customer: { id: number; name: string; lastName: string } | null;
  seriesId: number | null;
  memberId: number;
  memberName: string;
  services: CalendarService[];
};
export type CalendarPage = {
  rows: CalendarRow[];
  /** The whole range's count: only when asked for (a cursor given) or when the page is full. */
  total: number | null;
  timeZone: string;
  currency: string;
};

const ABANDONED = sql.join(ABANDONED_HOLD_STATES.map((s) => sql`${s}`), sql`, `);
const notAbandoned = sql`a.state NOT IN (${ABANDONED}) AND NOT (a.state = 'held' AND a.hold_expires_at <= now())`;
// Epoch ms through float8 (date_part): numeric arithmetic (extract) costs several times more a row.
const msOf = (column: string) => sql.raw(`(date_part('epoch', ${column}) * 1000)::bigint`);

/**
 * The calendar's page (issue #33, D55) in one statement and one answer row. Its appointments are
 * found through (stylist_id, starts_at), keyset after (fromStart, fromId), at most `limit`; then
 * their customers and services are each read once for the page's ids (one index search with the
 * ids as its keys, `= ANY`) and handed back as one JSON list each, which the API joins by id.
 * PostgreSQL joins nothing to the page: no probe per row, no loop the planner's guess of the
 * page's size could make expensive (D50 had a jsonb map looked into 8 times per row: its cost grew
 * with the page's square). The business's members (names), her currency and zone come along; the
 * range's count only when `counted` or when the page is full (a CASE: otherwise never run).
 * Placeholders: stylistId, after, before, fromStart, fromId, limit, counted, memberId (null: everyone's).
 */
export const calendarPageStatement = () => {
  const p = (name: string) => sql.placeholder(name);
  // memberId: a staff member's calendar (issue #34) is her rows only, narrowed here so each page
  // is full and the cursor and count are hers; null for the whole business.
  const inRange = sql`a.stylist_id = ${p('stylistId')} AND a.starts_at >= ${p('after')} AND a.starts_at < ${p('before')} AND ${notAbandoned}
    AND (${p('memberId')}::bigint IS NULL OR a.member_id = ${p('memberId')}::bigint)`;
  return sql`
  WITH page AS MATERIALIZED (
    SELECT a.id, a.state, a.starts_at, a.ends_at, a.amount_cents, a.note, a.customer_id, a.series_id, a.member_id
    FROM appointments a
    WHERE ${inRange} AND (a.starts_at, a.id) > (${p('fromStart')}::timestamptz, ${p('fromId')}::bigint)
    ORDER BY a.starts_at, a.id LIMIT ${p('limit')})
  SELECT
    (SELECT json_agg(json_build_array(a.id, a.state, ${msOf('a.starts_at')}, ${msOf('a.ends_at')}, a.amount_cents, a.note, a.customer_id, a.series_id, a.member_id)
      ORDER BY a.starts_at, a.id) FROM page a) AS page,
    (SELECT json_agg(json_build_array(c.id, c.name, c.last_name)) FROM customers c
      WHERE c.stylist_id = ${p('stylistId')} AND c.id = ANY (ARRAY(SELECT customer_id FROM page))) AS customers,
    (SELECT json_agg(json_build_array(s.appointment_id, s.service_id, s.name, s.duration_minutes, s.buffer_minutes, s.processing_start_minutes, s.processing_minutes)
      ORDER BY s.appointment_id, s.position) FROM appointment_services s WHERE s.appointment_id = ANY (ARRAY(SELECT id FROM page))) AS services,
    (SELECT json_agg(json_build_array(m.id, m.name)) FROM members m WHERE m.stylist_id = ${p('stylistId')}) AS members,
    st.currency, z.name AS time_zone,
    CASE WHEN ${p('counted')}::boolean OR (SELECT count(*) FROM page) >= ${p('limit')}
      THEN (SELECT count(*)::int FROM appointments a WHERE ${inRange}) END AS total
  FROM stylists st LEFT JOIN time_zones z ON z.id = st.time_zone_id
  WHERE st.id = ${p('stylistId')}`;
};

/** The page's rows with their customers, services and members joined by id (Maps: linear in the page). */
export function toCalendarPage(raw: RawCalendarPage | undefined, defaultCurrency: CurrencyCode): CalendarPage {
  const customers = new Map((raw?.customers ?? []).map(([id, name, lastName]) => [id, { id, name, lastName }]));
  const members = new Map(raw?.members ?? []);
  const services = new Map<number, CalendarService[]>();
  for (const [appointmentId, id, name, duration, buffer, processingStart, processing] of raw?.services ?? []) {
    const list = services.get(appointmentId) ?? [];
    list.push({ id, name, duration, buffer, processingStart, processing });
    services.set(appointmentId, list);
  }
  const rows = (raw?.page ?? []).map(([id, state, startsAt, endsAt, amountCents, note, customerId, seriesId, memberId]): CalendarRow => ({
    id,
    state,
    startsAt,
    endsAt,
    amountCents,
    note,
    customer: customerId === null ? null : (customers.get(customerId) ?? { id: customerId, name: '', lastName: '' }),
    seriesId,
    memberId,
    memberName: members.get(memberId) ?? '',
    services: services.get(id) ?? [],
  }));
  return { rows, total: raw?.total ?? null, timeZone: raw?.time_zone ?? 'UTC', currency: currencyOr(raw?.currency ?? null, defaultCurrency) };
}

export type CalendarPageRepository = ReturnType<typeof createCalendarPageRepository>;

export function createCalendarPageRepository(db: Db, defaultCurrency: CurrencyCode) {
  const pageQuery = preparedSql<RawCalendarPage>(db, calendarPageStatement());
  return {
    /**
     * Starting in [after, before), after `from` (the last row of the previous page: its start and
     * id) when given, at most `limit`, by start; expired and released holds left out. `total` when
     * `from` is given or the page holds `limit` rows.
     */
    async page(stylistId: number, after: Date, before: Date, limit: number, from?: { startsAt: Date; id: number }, memberId?: number): Promise<CalendarPage> {
      const [raw] = await pageQuery({
        stylistId,
        after: after.toISOString(),
        before: before.toISOString(),
        fromStart: (from?.startsAt ?? after).toISOString(),
        fromId: from?.id ?? 0,
        limit,
        counted: from !== undefined,
        memberId: memberId ?? null,
      });
      return toCalendarPage(raw, defaultCurrency);
    },
  };
}
