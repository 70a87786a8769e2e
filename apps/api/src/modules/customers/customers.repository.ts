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

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;

/** Every query is scoped by the stylist (tenant). */
export function createCustomersRepository(db: Db) {
  const own = (stylistId: number, ...more: (SQL | undefined)[]) => and(eq(customers.stylistId, stylistId), ...more);
  const filter = (stylistId: number, { deleted, search }: CustomerFilter) => {
    const pattern = search ? containsPattern(search) : undefined;
    // Numbers are stored in E.164 (issue #29.4): `0151 234` finds `+491512345678` by its digits.
    const digits = search ? phoneSearchPattern(search) : null;
    const matches = pattern
      ? or(
          ilike(customers.name, pattern),
          ilike(customers.lastName, pattern),
          ilike(sql`${customers.name} || ' ' || ${customers.lastName}`, pattern),
          ilike(customers.email, pattern),
          ilike(customers.phone, pattern),
          digits ? like(customers.phone, digits) : undefined,
        )
      : undefined;
    return own(stylistId, eq(customers.deleted, deleted), matches);
  };

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
    async count(stylistId: number, options: CustomerFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(customers).where(filter(stylistId, options));
      return row?.total ?? 0;
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
