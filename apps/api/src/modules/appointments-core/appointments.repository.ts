import { ABANDONED_HOLD_STATES, phoneSearchPattern, type CurrencyCode } from '@chairly/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { currencyOr } from '../../lib/stylist-currency';
import type { AppointmentRow } from './appointment-view';

type RawRow = {
  id: string;
  uuid: string;
  stylist_id: string;
  state: AppointmentRow['state'];
  starts_at: string;
  ends_at: string;
  amount_cents: number;
  note: string;
  hold_expires_at: string | null;
  card_id: string | null;
  deposit_cents: number;
  deposit_status: AppointmentRow['depositStatus'];
  series_id: string | null;
  currency: string | null;
  customer_id: string | null;
  c_name: string | null;
  c_last_name: string | null;
  c_email: string | null;
  c_phone: string | null;
  services: { id: number; name: string; priceCents: number; duration: number; buffer: number; processingStart: number; processing: number }[];
  /** Issue #34: the member the appointment belongs to and her name. */
  member_id?: string | null;
  member_name?: string | null;
};

/**
 * Issue #20: what became of the deposit, from its charge, its refund and the state: none paid →
 * null; refunded (also while the refund is pending: it is re-sent until the provider answers);
 * applied at checkout (completed); kept (cancelled or a no-show); else paid.
 */
const DEPOSIT_STATUS = sql`(SELECT CASE
    WHEN EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = d.id AND r.status IN ('pending', 'succeeded')) THEN 'refunded'
    WHEN a.state = 'completed' THEN 'applied'
    WHEN a.state IN ('cancelled', 'no_show') THEN 'kept'
    ELSE 'paid' END
  FROM payment_charges d WHERE d.appointment_id = a.id AND d.kind = 'deposit' AND d.status = 'succeeded')`;

// A hold past its expiry reads as expired at once, before any transaction marks it so.
const SELECT = sql`
  SELECT a.id, a.uuid, a.stylist_id,
    CASE WHEN a.state = 'held' AND a.hold_expires_at <= now() THEN 'expired' ELSE a.state END AS state,
    a.starts_at, a.ends_at, a.amount_cents, a.note, a.hold_expires_at, a.card_id, a.customer_id, a.deposit_cents, a.series_id,
    ${DEPOSIT_STATUS} AS deposit_status,
    (SELECT st.currency FROM stylists st WHERE st.id = a.stylist_id) AS currency,
    c.name AS c_name, c.last_name AS c_last_name, c.email AS c_email, c.phone AS c_phone,
    a.member_id, (SELECT m.name FROM members m WHERE m.id = a.member_id) AS member_name,
    COALESCE((SELECT json_agg(json_build_object('id', s.service_id, 'name', s.name, 'priceCents', s.price_cents, 'duration', s.duration_minutes,
        'buffer', s.buffer_minutes, 'processingStart', s.processing_start_minutes, 'processing', s.processing_minutes) ORDER BY s.position)
      FROM appointment_services s WHERE s.appointment_id = a.id), '[]') AS services
  FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id`;

// Holds that never became bookings (expired, released): left out of the default views.
const ABANDONED = sql.join(ABANDONED_HOLD_STATES.map((s) => sql`${s}`), sql`, `);
const notAbandoned = sql`a.state NOT IN (${ABANDONED}) AND NOT (a.state = 'held' AND a.hold_expires_at <= now())`;

/**
 * The calendar's page (issue #33, D50), the same row as SELECT: the page's appointments are found
 * first through (stylist_id, starts_at), keyset after (fromStart, fromId), at most `limit`; then
 * their customers, services and deposits are read once for the page's ids (one index scan of
 * each table into a map by id) instead of two sub-selects for every row and a join the planner
 * could make with every salon's customers, and her currency once. The same row as SELECT. Placeholders: stylistId, after, before, fromStart, fromId, limit.
 */
export const rangeStatement = () => {
  const p = (name: string) => sql.placeholder(name);
  return sql`
  WITH page AS MATERIALIZED (
    SELECT a.id, a.uuid, a.stylist_id, a.state, a.starts_at, a.ends_at, a.amount_cents, a.note, a.hold_expires_at, a.card_id,
      a.customer_id, a.deposit_cents, a.series_id, a.member_id
    FROM appointments a
    WHERE a.stylist_id = ${p('stylistId')} AND a.starts_at >= ${p('after')} AND a.starts_at < ${p('before')}
      AND (a.starts_at, a.id) > (${p('fromStart')}::timestamptz, ${p('fromId')}::bigint) AND ${notAbandoned}
    ORDER BY a.starts_at, a.id LIMIT ${p('limit')}),
  -- The page's ids as one array: each table below is read by its index for exactly these ids
  -- (= ANY of one value) into one map keyed by id, which every row of the page looks into. No join
  -- of the page with another table: the planner's estimate of the page's size (a generic plan
  -- guesses) cannot turn it into a loop over every row of both.
  page_ids AS (SELECT array_agg(id) AS ids, array_agg(customer_id) AS customer_ids FROM page),
  maps AS MATERIALIZED (SELECT
    (SELECT jsonb_object_agg(c.id, jsonb_build_array(c.name, c.last_name, c.email, c.phone)) FROM customers c
      WHERE c.id = ANY ((SELECT customer_ids FROM page_ids)::bigint[])) AS customers,
    (SELECT jsonb_object_agg(x.appointment_id, x.services) FROM (
      SELECT s.appointment_id, json_agg(json_build_object('id', s.service_id, 'name', s.name, 'priceCents', s.price_cents, 'duration', s.duration_minutes,
          'buffer', s.buffer_minutes, 'processingStart', s.processing_start_minutes, 'processing', s.processing_minutes) ORDER BY s.position) AS services
      FROM appointment_services s WHERE s.appointment_id = ANY ((SELECT ids FROM page_ids)::bigint[]) GROUP BY s.appointment_id) x) AS services,
    -- Each paid deposit of the page: whether a refund of it is pending or done.
    (SELECT jsonb_object_agg(d.appointment_id,
        EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = d.id AND r.status IN ('pending', 'succeeded')))
      FROM payment_charges d WHERE d.appointment_id = ANY ((SELECT ids FROM page_ids)::bigint[]) AND d.kind = 'deposit' AND d.status = 'succeeded') AS deposits)
  SELECT a.id, a.uuid, a.stylist_id,
    CASE WHEN a.state = 'held' AND a.hold_expires_at <= now() THEN 'expired' ELSE a.state END AS state,
    a.starts_at, a.ends_at, a.amount_cents, a.note, a.hold_expires_at, a.card_id, a.customer_id, a.deposit_cents, a.series_id,
    CASE WHEN (m.deposits -> a.id::text) IS NULL THEN NULL
      WHEN (m.deposits -> a.id::text)::boolean THEN 'refunded'
      WHEN a.state = 'completed' THEN 'applied'
      WHEN a.state IN ('cancelled', 'no_show') THEN 'kept'
      ELSE 'paid' END AS deposit_status,
    (SELECT st.currency FROM stylists st WHERE st.id = ${p('stylistId')}) AS currency,
    m.customers -> a.customer_id::text ->> 0 AS c_name, m.customers -> a.customer_id::text ->> 1 AS c_last_name,
    m.customers -> a.customer_id::text ->> 2 AS c_email, m.customers -> a.customer_id::text ->> 3 AS c_phone,
    COALESCE(m.services -> a.id::text, '[]'::jsonb) AS services,
    -- Issue #34: her member (the day schedule names her; a day holds few rows).
    a.member_id, (SELECT mb.name FROM members mb WHERE mb.id = a.member_id) AS member_name
  FROM page a CROSS JOIN maps m
  ORDER BY a.starts_at, a.id`;
};

// Raw queries through Drizzle return timestamptz as PostgreSQL's text.
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

function toRow(raw: RawRow, defaultCurrency: CurrencyCode): AppointmentRow {
  return {
    id: Number(raw.id),
    uuid: raw.uuid,
    stylistId: Number(raw.stylist_id),
    state: raw.state,
    startsAt: toDate(raw.starts_at),
    endsAt: toDate(raw.ends_at),
    amountCents: raw.amount_cents,
    note: raw.note,
    holdExpiresAt: raw.state === 'held' && raw.hold_expires_at ? toDate(raw.hold_expires_at) : null,
    cardId: raw.card_id,
    depositCents: raw.deposit_cents,
    depositStatus: raw.deposit_status ?? null,
    seriesId: raw.series_id === null ? null : Number(raw.series_id),
    currency: currencyOr(raw.currency, defaultCurrency),
    customer:
      raw.customer_id === null
        ? null
        : { id: Number(raw.customer_id), name: raw.c_name ?? '', lastName: raw.c_last_name ?? '', email: raw.c_email ?? '', phone: raw.c_phone ?? '' },
    services: raw.services.map((s) => ({ ...s, id: Number(s.id) })),
    ...(raw.member_id == null ? {} : { member: { id: Number(raw.member_id), name: raw.member_name ?? '' } }),
  };
}

export type StateChangeRow = { from: AppointmentRow['state'] | null; to: AppointmentRow['state']; actor: 'customer' | 'stylist' | 'system'; at: Date };
export type CustomerPeriod = 'upcoming' | 'past' | 'all';
/** `memberId`: one member's appointments only (a staff member's list, or `?member=`, issue #34); null: none (a member she may not see). */
export type AppointmentListFilter = { range?: { after: Date; before: Date }; state?: AppointmentRow['state']; search?: string; customerId?: number; memberId?: number | null | undefined };
export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;

/**
 * Reads of appointments; every query is scoped by the stylist (tenant). `defaultCurrency` is the
 * deployment's (composition.ts), shown for a stylist whose row has none yet.
 */
export function createAppointmentsRepository(db: Db, defaultCurrency: CurrencyCode) {
  const toRowOf = (raw: RawRow) => toRow(raw, defaultCurrency);
  const many = async (where: SQL, tail: SQL = sql``) => (await db.execute<RawRow>(sql`${SELECT} WHERE ${where} ${tail}`)).rows.map(toRowOf);
  const one = async (where: SQL) => (await many(where))[0] ?? null;
  const periodFilter = (period: CustomerPeriod) =>
    period === 'upcoming' ? sql`AND a.ends_at > now()` : period === 'past' ? sql`AND a.ends_at <= now()` : sql``;
  // The customer's bookings: a hold is not one, neither while it runs (the booking flow shows it,
  // with its countdown) nor once it expired or was released.
  const ofCustomer = (stylistId: number, customerId: number, period: CustomerPeriod) =>
    sql`a.stylist_id = ${stylistId} AND a.customer_id = ${customerId} AND a.state NOT IN ('held', ${ABANDONED}) ${periodFilter(period)}`;

  // The calendar's reads, prepared once (issue #22).
  const rangeQuery = preparedSql<RawRow>(db, rangeStatement());
  const rangeCountQuery = preparedSql<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM appointments a WHERE a.stylist_id = ${sql.placeholder('stylistId')} AND a.starts_at >= ${sql.placeholder('after')} AND a.starts_at < ${sql.placeholder('before')} AND ${notAbandoned}`,
  );

  // Issue #33.4: read up to three times a booking (the hold's answer, the confirm's check and its
  // answer); prepared, it is planned once per connection instead of on every call (its sub-selects
  // made the planning cost more than the read itself).
  const byIdQuery = preparedSql<RawRow>(db, sql`${SELECT} WHERE a.stylist_id = ${sql.placeholder('stylistId')} AND a.id = ${sql.placeholder('id')}`);

  // Numbers are stored in E.164 (issue #29.4): `0151 234` finds `+491512345678` by its digits.
  const phoneMatch = (search: string | undefined) => {
    const digits = search ? phoneSearchPattern(search) : null;
    return digits ? sql`OR c.phone LIKE ${digits}` : sql``;
  };

  const listed = ({ range, state, search, customerId, memberId }: AppointmentListFilter) => {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return sql`${range ? sql`a.starts_at >= ${range.after.toISOString()} AND a.starts_at < ${range.before.toISOString()}` : sql`TRUE`}
      ${customerId === undefined ? sql`` : sql`AND a.customer_id = ${customerId}`}
      ${memberId === undefined ? sql`` : memberId === null ? sql`AND FALSE` : sql`AND a.member_id = ${memberId}`}
      AND ${state ? sql`(CASE WHEN a.state = 'held' AND a.hold_expires_at <= now() THEN 'expired' ELSE a.state END) = ${state}` : notAbandoned}
      ${pattern ? sql`AND ((c.name || ' ' || c.last_name) ILIKE ${pattern} OR c.email ILIKE ${pattern} OR c.phone ILIKE ${pattern} ${phoneMatch(search)})` : sql``}`;
  };

  return {
    findById: async (stylistId: number, id: number) => {
      const [raw] = await byIdQuery({ stylistId, id });
      return raw ? toRowOf(raw) : null;
    },
    findByUuid: (stylistId: number, uuid: string) => one(sql`a.stylist_id = ${stylistId} AND a.uuid = ${uuid}`),
    /**
     * Starting in [after, before), after `from` (the last row of the previous page: its start and id)
     * when given, at most `limit` (all without one), by start; expired and released holds are left out.
     */
    listRange: async (stylistId: number, after: Date, before: Date, limit?: number, from?: { startsAt: Date; id: number }) =>
      (
        await rangeQuery({
          stylistId,
          after: after.toISOString(),
          before: before.toISOString(),
          fromStart: (from?.startsAt ?? after).toISOString(),
          fromId: from?.id ?? 0,
          limit: limit ?? null,
        })
      ).map(toRowOf),
    /** How many listRange would list in all. */
    async countRange(stylistId: number, after: Date, before: Date): Promise<number> {
      const [row] = await rangeCountQuery({ stylistId, after: after.toISOString(), before: before.toISOString() });
      return row?.n ?? 0;
    },
    /** Issue #19.3: the booked occurrences of a series starting after `after`, by start. */
    laterInSeries: (stylistId: number, seriesId: number, after: Date) =>
      many(sql`a.stylist_id = ${stylistId} AND a.series_id = ${seriesId} AND a.state = 'booked' AND a.starts_at > ${after.toISOString()}`, sql`ORDER BY a.starts_at, a.id`),
    /** The back office list: optional range, state, customer search and customer id, paged, by start; without a state, no expired or released holds. */
    listFiltered: (stylistId: number, filter: AppointmentListFilter, direction: 'asc' | 'desc', limit: number, offset: number) =>
      many(sql`a.stylist_id = ${stylistId} AND ${listed(filter)}`, sql`ORDER BY a.starts_at ${direction === 'asc' ? sql`ASC` : sql`DESC`}, a.id LIMIT ${limit} OFFSET ${offset}`),
    async countFiltered(stylistId: number, filter: AppointmentListFilter): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id WHERE a.stylist_id = ${stylistId} AND ${listed(filter)}`);
      return result.rows[0]?.n ?? 0;
    },
    listForCustomer: (stylistId: number, customerId: number, period: CustomerPeriod, limit: number, offset: number) =>
      many(ofCustomer(stylistId, customerId, period), sql`ORDER BY a.starts_at ${period === 'upcoming' ? sql`ASC` : sql`DESC`}, a.id LIMIT ${limit} OFFSET ${offset}`),
    async countForCustomer(stylistId: number, customerId: number, period: CustomerPeriod): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM appointments a WHERE ${ofCustomer(stylistId, customerId, period)}`);
      return result.rows[0]?.n ?? 0;
    },
    async stateChanges(stylistId: number, appointmentId: number): Promise<StateChangeRow[]> {
      const result = await db.execute<{ from_state: StateChangeRow['from']; to_state: StateChangeRow['to']; actor: StateChangeRow['actor']; created_at: string }>(sql`
        SELECT h.from_state, h.to_state, h.actor, h.created_at FROM appointment_state_changes h
        JOIN appointments a ON a.id = h.appointment_id WHERE a.stylist_id = ${stylistId} AND a.id = ${appointmentId} ORDER BY h.id`);
      return result.rows.map((r) => ({ from: r.from_state, to: r.to_state, actor: r.actor, at: toDate(r.created_at) }));
    },
  };
}
