import { MAX_WAITLIST_DAYS, type TimeOfDay, type WaitlistSortField, type WaitlistState } from '@chairly/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { Tx } from '../../db/transactions';

export type FreedTimeSource = 'cancelled' | 'expired' | 'released' | 'moved' | 'unblocked' | 'open-hours' | 'special-day';

export type EntryRow = {
  id: number;
  stylistId: number;
  customerId: number;
  serviceIds: number[];
  /** Issue #34: the member she waits for (null: anyone). */
  memberId: number | null;
  services: { id: number; name: string; duration: number }[];
  from: string;
  to: string;
  timesOfDay: TimeOfDay[];
  /** 'ended' also for a waiting entry whose range is over (the sweep records it later). */
  state: WaitlistState;
  createdAt: Date;
  customer: { id: number; name: string; email: string; phone: string };
  offers: { startsAt: Date; createdAt: Date; byStylist: boolean }[];
};

export type FreedTimeRow = { id: number; stylistId: number; startsAt: Date; endsAt: Date; source: FreedTimeSource };

type RawEntry = Record<string, unknown>;

const localToday = sql`(now() AT TIME ZONE COALESCE((SELECT z.name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = e.stylist_id), 'UTC'))::date`;

const ENTRY_COLUMNS = sql`e.id, e.stylist_id, e.customer_id, e.service_ids, e.member_id, e.from_date::text AS from_date, e.to_date::text AS to_date, e.times_of_day, e.created_at,
    CASE WHEN e.state = 'waiting' AND e.to_date < ${localToday} THEN 'ended' ELSE e.state END AS state,
    c.name || CASE WHEN c.last_name <> '' THEN ' ' || c.last_name ELSE '' END AS customer_name, c.email AS customer_email, c.phone AS customer_phone,
    (SELECT COALESCE(json_agg(json_build_object('id', sv.id, 'name', sv.name, 'duration', sv.duration_minutes) ORDER BY u.n), '[]'::json)
       FROM unnest(e.service_ids) WITH ORDINALITY AS u(service_id, n) JOIN services sv ON sv.id = u.service_id) AS services,
    (SELECT COALESCE(json_agg(json_build_object('startsAt', o.starts_at, 'createdAt', o.created_at, 'byStylist', o.appointment_id IS NOT NULL) ORDER BY o.id DESC), '[]'::json)
       FROM waitlist_offers o WHERE o.entry_id = e.id) AS offers`;

const ENTRY_SELECT = sql`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e JOIN customers c ON c.id = e.customer_id`;

export type WaitlistListState = 'waiting' | 'all';
export type WaitlistOrderTerm = { field: WaitlistSortField; direction: 'asc' | 'desc' };

const ORDER_COLUMNS: Record<WaitlistSortField, string> = { from: 'from_date', to: 'to_date', createdAt: 'created_at' };

/** ORDER BY of `table`'s columns: the terms, then the id, so that pages are stable. */
const orderOf = (table: string, order: WaitlistOrderTerm[]) =>
  sql.raw([...order.map((t) => `${table}.${ORDER_COLUMNS[t.field]} ${t.direction === 'asc' ? 'ASC' : 'DESC'}`), `${table}.id ASC`].join(', '));

/**
 * Which of her entries the list shows, on `table`. "Waiting" is still waiting and not over in her
 * zone; her today is read once (not per row). A waiting entry spans at most 60 days, so none starts
 * before today − 59: the scan of (stylist_id, from_date, id) starts there, past her old entries.
 */
function stylistList(table: string, state: WaitlistListState): SQL {
  const t = sql.raw(table);
  if (state === 'all') return sql`${t}.stylist_id = ${sql.placeholder('stylistId')} AND ${t}.state <> 'left'`;
  const today = sql`(SELECT (now() AT TIME ZONE COALESCE(z.name, 'UTC'))::date FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${sql.placeholder('stylistId')})`;
  return sql`${t}.stylist_id = ${sql.placeholder('stylistId')} AND ${t}.state = 'waiting' AND ${t}.to_date >= ${today}
    AND ${t}.from_date > ${today} - ${sql.raw(String(MAX_WAITLIST_DAYS))}`;
}

/**
 * Issue #33 (D57): one page of the stylist's list and how many it has, in one statement: the page's
 * ids first (in order, through `waitlist_entries_stylist_from_idx` for the default order), then the
 * services and offers of those rows only; the count a subquery run once. Values: stylistId and
 * offset (placeholders: one prepared statement per state, order and page size, exported for the
 * plan test). The page size is written into the text: a generic plan that must guess a LIMIT
 * parameter guesses thousands of rows and hash-joins every salon's entries to the page.
 */
export function stylistPageStatement(state: WaitlistListState, order: WaitlistOrderTerm[], limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a page size: ${limit}`);
  return sql`
    SELECT ${ENTRY_COLUMNS}, (SELECT count(*) FROM waitlist_entries w WHERE ${stylistList('w', state)}) AS total
    FROM (SELECT p.id FROM waitlist_entries p WHERE ${stylistList('p', state)} ORDER BY ${orderOf('p', order)}
          LIMIT ${sql.raw(String(limit))} OFFSET ${sql.placeholder('offset')}) page
    JOIN waitlist_entries e ON e.id = page.id JOIN customers c ON c.id = e.customer_id
    ORDER BY ${orderOf('e', order)}`;
}

/** How many entries her list has (a page past the end has no row to carry the count). */
export const stylistCountStatement = (state: WaitlistListState): SQL => sql`SELECT count(*) AS total FROM waitlist_entries w WHERE ${stylistList('w', state)}`;

function toEntry(r: RawEntry): EntryRow {
  const offers = (r.offers as { startsAt: string; createdAt: string; byStylist: boolean }[]) ?? [];
  return {
    id: Number(r.id),
    stylistId: Number(r.stylist_id),
    customerId: Number(r.customer_id),
    serviceIds: (r.service_ids as (string | number)[]).map(Number),
    memberId: r.member_id == null ? null : Number(r.member_id),
    services: (r.services as { id: number; name: string; duration: number }[]).map((s) => ({ id: Number(s.id), name: s.name, duration: Number(s.duration) })),
    from: String(r.from_date),
    to: String(r.to_date),
    timesOfDay: r.times_of_day as TimeOfDay[],
    state: r.state as WaitlistState,
    createdAt: new Date(r.created_at as string),
    customer: { id: Number(r.customer_id), name: String(r.customer_name ?? ''), email: String(r.customer_email ?? ''), phone: String(r.customer_phone ?? '') },
    offers: offers.map((o) => ({ startsAt: new Date(o.startsAt), createdAt: new Date(o.createdAt), byStylist: Boolean(o.byStylist) })),
  };
}

/** Every query takes the stylist (tenant) id; a customer's calls also her per-stylist customer id. */
export function createWaitlistRepository(db: Db) {
  const pages = new Map<string, ReturnType<typeof preparedSql<RawEntry>>>();
  const counts = new Map<WaitlistListState, ReturnType<typeof preparedSql<{ total: string }>>>();

  async function entries(where: SQL): Promise<EntryRow[]> {
    const { rows } = await db.execute<RawEntry>(sql`${ENTRY_SELECT} WHERE ${where} ORDER BY e.from_date, e.id`);
    return rows.map(toEntry);
  }

  return {
    async join(input: { stylistId: number; customerId: number; serviceIds: number[]; memberId: number | null; from: string; to: string; timesOfDay: TimeOfDay[] }): Promise<number> {
      const { rows } = await db.execute<{ id: string }>(sql`
        INSERT INTO waitlist_entries (stylist_id, customer_id, service_ids, member_id, from_date, to_date, times_of_day)
        VALUES (${input.stylistId}, ${input.customerId}, ${`{${input.serviceIds.join(',')}}`}::bigint[], ${input.memberId}::bigint, ${input.from}::date, ${input.to}::date, ${`{${input.timesOfDay.join(',')}}`}::text[])
        RETURNING id`);
      return Number(rows[0]?.id);
    },

    async entry(stylistId: number, id: number): Promise<EntryRow | null> {
      return (await entries(sql`e.stylist_id = ${stylistId} AND e.id = ${id}`))[0] ?? null;
    },

    async ofCustomer(stylistId: number, customerId: number): Promise<EntryRow[]> {
      return entries(sql`e.stylist_id = ${stylistId} AND e.customer_id = ${customerId} AND e.state <> 'left'`);
    },

    /** A page of the stylist's list (waiting entries, or every entry but those left) and how many it has. */
    async ofStylist(stylistId: number, options: { state: WaitlistListState; order: WaitlistOrderTerm[]; limit: number; offset: number }): Promise<{ rows: EntryRow[]; total: number }> {
      const key = `${options.state}:${options.limit}:${options.order.map((t) => `${t.field}:${t.direction}`).join(',')}`;
      let page = pages.get(key);
      if (!page) pages.set(key, (page = preparedSql<RawEntry>(db, stylistPageStatement(options.state, options.order, options.limit))));
      const rows = await page({ stylistId, offset: options.offset });
      if (rows[0]) return { rows: rows.map(toEntry), total: Number(rows[0].total) };
      if (options.offset === 0) return { rows: [], total: 0 };
      let count = counts.get(options.state);
      if (!count) counts.set(options.state, (count = preparedSql<{ total: string }>(db, stylistCountStatement(options.state))));
      return { rows: [], total: Number((await count({ stylistId }))[0]?.total ?? 0) };
    },

    /** Waiting → left; false when she has no such waiting entry. */
    async leave(stylistId: number, customerId: number, id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`
        UPDATE waitlist_entries SET state = 'left', ended_at = now()
        WHERE stylist_id = ${stylistId} AND customer_id = ${customerId} AND id = ${id} AND state = 'waiting' RETURNING id`);
      return rows.length > 0;
    },

    /** Entries whose range is over in their stylist's zone end (the hourly sweep). */
    async endPastRanges(): Promise<number> {
      const result = await db.execute(sql`
        UPDATE waitlist_entries e SET state = 'ended', ended_at = now() WHERE e.state = 'waiting' AND e.to_date < ${localToday}`);
      return result.rowCount ?? 0;
    },

    async freedTime(id: number): Promise<FreedTimeRow | null> {
      const { rows } = await db.execute<{ id: string; stylist_id: string; starts_at: string; ends_at: string; source: FreedTimeSource }>(sql`
        SELECT id, stylist_id, starts_at, ends_at, source FROM waitlist_freed_times WHERE id = ${id}`);
      const r = rows[0];
      return r ? { id: Number(r.id), stylistId: Number(r.stylist_id), startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at), source: r.source } : null;
    },

    /** Waiting entries of the stylist whose range (not over) meets [fromDate, toDate], oldest first (first come, first told). */
    async waitingBetween(stylistId: number, fromDate: string, toDate: string): Promise<EntryRow[]> {
      return entries(sql`e.stylist_id = ${stylistId} AND e.state = 'waiting' AND e.to_date >= ${localToday}
        AND e.from_date <= ${toDate}::date AND e.to_date >= ${fromDate}::date`);
    },

    /**
     * One offer per (entry, freed time): a retried or duplicate matching job finds the key taken and
     * offers nothing. Returns the new offer's id, or null when it had been made already.
     */
    async offerFreedTime(tx: Tx, input: { stylistId: number; entryId: number; freedTimeId: number; startsAt: Date }): Promise<number | null> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO waitlist_offers (stylist_id, entry_id, freed_time_id, starts_at)
        VALUES (${input.stylistId}, ${input.entryId}, ${input.freedTimeId}, ${input.startsAt.toISOString()})
        ON CONFLICT (entry_id, freed_time_id) DO NOTHING RETURNING id`);
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** The stylist's own offer: the hold she made for the entry's customer. */
    /** Issue #31.3: whether this appointment is a hold the stylist made for a waitlist offer. */
    async isOfferHold(stylistId: number, appointmentId: number): Promise<boolean> {
      const { rows } = await db.execute(sql`SELECT 1 FROM waitlist_offers WHERE stylist_id = ${stylistId} AND appointment_id = ${appointmentId}`);
      return rows.length > 0;
    },

    async offerHold(tx: Tx, input: { stylistId: number; entryId: number; appointmentId: number; startsAt: Date }): Promise<number> {
      const { rows } = await tx.execute<{ id: string }>(sql`
        INSERT INTO waitlist_offers (stylist_id, entry_id, appointment_id, starts_at)
        VALUES (${input.stylistId}, ${input.entryId}, ${input.appointmentId}, ${input.startsAt.toISOString()}) RETURNING id`);
      return Number(rows[0]?.id);
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
