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
    COALESCE((SELECT json_agg(json_build_object('id', s.service_id, 'name', s.name, 'priceCents', s.price_cents, 'duration', s.duration_minutes,
        'buffer', s.buffer_minutes, 'processingStart', s.processing_start_minutes, 'processing', s.processing_minutes) ORDER BY s.position)
      FROM appointment_services s WHERE s.appointment_id = a.id), '[]') AS services
  FROM appointments a LEFT JOIN customers c ON c.id = a.customer_id`;

// Holds that never became bookings (expired, released): left out of the default views.
const ABANDONED = sql.join(ABANDONED_HOLD_STATES.map((s) => sql`${s}`), sql`, `);
const notAbandoned = sql`a.state NOT IN (${ABANDONED}) AND NOT (a.state = 'held' AND a.hold_expires_at <= now())`;

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
  };
}

export type StateChangeRow = { from: AppointmentRow['state'] | null; to: AppointmentRow['state']; actor: 'customer' | 'stylist' | 'system'; at: Date };
export type CustomerPeriod = 'upcoming' | 'past' | 'all';
export type AppointmentListFilter = { range?: { after: Date; before: Date }; state?: AppointmentRow['state']; search?: string; customerId?: number };
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

  // The calendar's read, prepared once (issue #22).
  const rangeQuery = preparedSql<RawRow>(
    db,
    sql`${SELECT} WHERE a.stylist_id = ${sql.placeholder('stylistId')} AND a.starts_at >= ${sql.placeholder('after')} AND a.starts_at < ${sql.placeholder('before')} AND ${notAbandoned} ORDER BY a.starts_at, a.id`,
  );

  // Numbers are stored in E.164 (issue #29.4): `0151 234` finds `+491512345678` by its digits.
  const phoneMatch = (search: string | undefined) => {
    const digits = search ? phoneSearchPattern(search) : null;
    return digits ? sql`OR c.phone LIKE ${digits}` : sql``;
  };

  const listed = ({ range, state, search, customerId }: AppointmentListFilter) => {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    return sql`${range ? sql`a.starts_at >= ${range.after.toISOString()} AND a.starts_at < ${range.before.toISOString()}` : sql`TRUE`}
      ${customerId === undefined ? sql`` : sql`AND a.customer_id = ${customerId}`}
      AND ${state ? sql`(CASE WHEN a.state = 'held' AND a.hold_expires_at <= now() THEN 'expired' ELSE a.state END) = ${state}` : notAbandoned}
      ${pattern ? sql`AND ((c.name || ' ' || c.last_name) ILIKE ${pattern} OR c.email ILIKE ${pattern} OR c.phone ILIKE ${pattern} ${phoneMatch(search)})` : sql``}`;
  };

  return {
    findById: (stylistId: number, id: number) => one(sql`a.stylist_id = ${stylistId} AND a.id = ${id}`),
    findByUuid: (stylistId: number, uuid: string) => one(sql`a.stylist_id = ${stylistId} AND a.uuid = ${uuid}`),
    /** Starting in [after, before); expired and released holds are left out. */
    listRange: async (stylistId: number, after: Date, before: Date) =>
      (await rangeQuery({ stylistId, after: after.toISOString(), before: before.toISOString() })).map(toRowOf),
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
