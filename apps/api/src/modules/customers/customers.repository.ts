import { phoneSearchPattern, type CustomerInput } from '@chairly/shared';
import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customerAccounts, customers } from '../../db/schema/index';

export const CUSTOMER_COLUMNS = {
  id: customers.id,
  name: customers.name,
  lastName: customers.lastName,
  email: customers.email,
};

const FIELDS = {
  id: customers.id,
  name: customers.name,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  notes: customers.notes,
  deleted: customers.deleted,
  /** Her account's language, the one messages use (null without an account: English). */
  locale: customerAccounts.locale,
};

/**
 * `memberId`: only customers with an appointment with that member (a staff member's list, or
 * `?member=`, issue #34); null: none (a member she may not see).
 */
export type CustomerFilter = { deleted: boolean; search?: string; memberId?: number | null | undefined };
export type CustomerRow = NonNullable<Awaited<ReturnType<CustomersRepository['findById']>>>;

/** A search's count stops here (D50): "more than this many" is all a list of matches needs to say. */
export const CUSTOMER_SEARCH_COUNT_CAP = 1000;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same customers under another name, for the count inside the page's statement. */
const counted = alias(customers, 'counted');

const own = (stylistId: number, ...more: (SQL | undefined)[]) => and(eq(customers.stylistId, stylistId), ...more);

/**
 * Her customers, current or deleted, matching a search when given (exported for the plan test).
 * Issue #33 (D50, D57): a search matches one text, `search_text` (name and last name joined by a
 * space, then e-mail and phone after line breaks, lowercased; a stored column with the trigram
 * index `customers_search_trgm_idx`, migration 0035): `LIKE lower(pattern)` is what ILIKE did on
 * the same text, without building and lowercasing it for every row it checks.
 */
export function customerFilter(stylistId: number, { deleted, search, memberId }: CustomerFilter, table: typeof customers | typeof counted = customers) {
  const pattern = search ? containsPattern(search) : undefined;
  // Numbers are stored in E.164 (issue #29.4): `0151 234` finds `+491512345678` by its digits.
  const digits = search ? phoneSearchPattern(search) : null;
  const matches = pattern ? or(like(table.searchText, sql`lower(${pattern})`), digits ? like(table.searchText, digits) : undefined) : undefined;
  const hers = memberId === undefined ? undefined : memberId === null ? sql`FALSE` : sql`EXISTS (SELECT 1 FROM appointments a WHERE a.customer_id = ${table.id} AND a.member_id = ${memberId})`;
  return and(eq(table.stylistId, stylistId), eq(table.deleted, deleted), matches, hers);
}

/**
 * How many match, as a subquery: exact for her whole list; a search counts up to
 * CUSTOMER_SEARCH_COUNT_CAP + 1, newest first, so the probe walks her own (stylist_id, id) index
 * and stops there instead of checking every row of every salon.
 */
export function customerCountStatement(db: Db, stylistId: number, options: CustomerFilter): SQL {
  const where = customerFilter(stylistId, options, counted);
  if (!options.search) return sql`(${db.select({ total: count() }).from(counted).where(where)})`;
  const probe = db.select({ id: counted.id }).from(counted).where(where).orderBy(desc(counted.id)).limit(CUSTOMER_SEARCH_COUNT_CAP + 1);
  return sql`(SELECT count(*) FROM (${probe}) AS probe)`;
}

/** A search's count past the cap says the cap and `capped`; her whole list's is exact. */
const counts = (total: number, search: string | undefined) =>
  search && total > CUSTOMER_SEARCH_COUNT_CAP ? { total: CUSTOMER_SEARCH_COUNT_CAP, capped: true } : { total, capped: false };

export type CustomerPageOptions = CustomerFilter & { orderBy: SQL[]; limit: number; offset: number };

/** One page of her customers, each row with how many match (`matching`); exported for the plan test. */
export function customerPage(db: Db, stylistId: number, options: CustomerPageOptions) {
  return db
    .select({ ...FIELDS, matching: sql`${customerCountStatement(db, stylistId, options)}`.mapWith(Number) })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.id, customers.customerAccountId))
    .where(customerFilter(stylistId, options))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset);
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

/** Every query is scoped by the stylist (tenant). */
export function createCustomersRepository(db: Db) {
  return {
    /**
     * A page and how many match, in one statement (the count a subquery run once): one round trip
     * and one plan a call. A page past the end has no row to carry the count: it is counted alone.
     */
    async list(stylistId: number, options: CustomerPageOptions) {
      const found = await customerPage(db, stylistId, options);
      const rows = found.map(({ matching: _matching, ...row }) => row);
      if (found[0]) return { rows, ...counts(found[0].matching, options.search) };
      if (options.offset === 0) return { rows, total: 0, capped: false };
      const { rows: alone } = await db.execute<{ matching: string }>(sql`SELECT ${customerCountStatement(db, stylistId, options)} AS matching`);
      return { rows, ...counts(Number(alone[0]?.matching ?? 0), options.search) };
    },
    async findById(stylistId: number, id: number) {
      const [row] = await db
        .select(FIELDS)
        .from(customers)
        .leftJoin(customerAccounts, eq(customerAccounts.id, customers.customerAccountId))
        .where(own(stylistId, eq(customers.id, id)));
      return row ?? null;
    },
    async insert(stylistId: number, input: CustomerInput): Promise<number> {
      const [row] = await db.insert(customers).values({ stylistId, ...input }).returning({ id: customers.id });
      if (!row) throw new Error('The customer was not stored');
      return row.id;
    },
    async update(stylistId: number, id: number, input: CustomerInput): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ ...input, updatedAt: sql`now()` })
        .where(own(stylistId, eq(customers.id, id)))
        .returning({ id: customers.id });
      return rows.length > 0;
    },
    /** Sets the deleted flag: the customer's appointments remain. */
    async markDeleted(stylistId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(customers)
        .set({ deleted: true, updatedAt: sql`now()` })
        .where(own(stylistId, eq(customers.id, id)))
        .returning({ id: customers.id });
      return rows.length > 0;
    },
  };
}
