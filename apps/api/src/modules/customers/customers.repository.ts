import { phoneSearchPattern, type CustomerInput } from '@chairly/shared';
import { and, count, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
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

export type CustomerFilter = { deleted: boolean; search?: string };
export type CustomerRow = NonNullable<Awaited<ReturnType<CustomersRepository['findById']>>>;

/** A search's count stops here (D50): "more than this many" is all a list of matches needs to say. */
export const CUSTOMER_SEARCH_COUNT_CAP = 1000;

/**
 * Issue #33 (D50): the one text a search matches, exactly the expression of the trigram index
 * `customers_search_trgm_idx` (migration 0032; change both together): name and last name joined by
 * a space, then e-mail and phone after line breaks, which no search contains.
 */
const customerSearchText = sql`(${customers.name} || ' ' || ${customers.lastName} || E'\\n' || ${customers.email} || E'\\n' || ${customers.phone})`;

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const own = (stylistId: number, ...more: (SQL | undefined)[]) => and(eq(customers.stylistId, stylistId), ...more);

/** Her customers, current or deleted, matching a search when given (exported for the plan test). */
export function customerFilter(stylistId: number, { deleted, search }: CustomerFilter) {
  const pattern = search ? containsPattern(search) : undefined;
  // Numbers are stored in E.164 (issue #29.4): `0151 234` finds `+491512345678` by its digits.
  const digits = search ? phoneSearchPattern(search) : null;
  const matches = pattern ? or(ilike(customerSearchText, pattern), digits ? like(customerSearchText, digits) : undefined) : undefined;
  return own(stylistId, eq(customers.deleted, deleted), matches);
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

/** Every query is scoped by the stylist (tenant). */
export function createCustomersRepository(db: Db) {
  const filter = customerFilter;
  return {
    async list(stylistId: number, options: CustomerFilter & { orderBy: SQL[]; limit: number; offset: number }) {
      return db
        .select(FIELDS)
        .from(customers)
        .leftJoin(customerAccounts, eq(customerAccounts.id, customers.customerAccountId))
        .where(filter(stylistId, options))
        .orderBy(...options.orderBy)
        .limit(options.limit)
        .offset(options.offset);
    },
    /**
     * How many match: exact for her whole list; a search counts up to CUSTOMER_SEARCH_COUNT_CAP + 1
     * (`capped` then), so a common fragment does not count thousands of rows on every keystroke.
     */
    async count(stylistId: number, options: CustomerFilter): Promise<{ total: number; capped: boolean }> {
      if (!options.search) {
        const [row] = await db.select({ total: count() }).from(customers).where(filter(stylistId, options));
        return { total: row?.total ?? 0, capped: false };
      }
      const matching = db.select({ id: customers.id }).from(customers).where(filter(stylistId, options)).limit(CUSTOMER_SEARCH_COUNT_CAP + 1).as('matching');
      const [row] = await db.select({ total: count() }).from(matching);
      const total = row?.total ?? 0;
      return total > CUSTOMER_SEARCH_COUNT_CAP ? { total: CUSTOMER_SEARCH_COUNT_CAP, capped: true } : { total, capped: false };
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
