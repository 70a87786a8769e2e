import { AppError, type CurrencyCode, type ServiceDepositMode } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql, preparedStatement } from '../../db/prepared';
import { postgresCode, type Tx } from '../../db/transactions';
import type { CopiedService } from './appointment-writes.repository';
import { stylistCurrency } from '../../lib/stylist-currency';

export type Contact = { name: string; lastName: string; email: string; phone: string };
export type BookingContextRepository = ReturnType<typeof createBookingContextRepository>;

const p = (name: string) => sql.placeholder(name);

// The confirmation's write (issue #33.4), prepared: planned once per connection.
const updateContactStatement = preparedStatement(sql`
  UPDATE customers SET name = ${p('name')}, last_name = ${p('lastName')}, email = ${p('email')}, phone = ${p('phone')}, updated_at = now()
  WHERE stylist_id = ${p('stylistId')} AND id = ${p('customerId')} AND erased_at IS NULL RETURNING id`);

/**
 * What booking needs from the stylist's settings, catalogue and customers; scoped by stylist.
 * `defaultCurrency` is the deployment's (composition.ts), hers while her row has none.
 */
export function createBookingContextRepository(db: Db, defaultCurrency: CurrencyCode) {
  const first = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows[0];

  // The reads of every public call and of the calendar, prepared once (issue #22).
  const bookableBySubdomain = preparedSql<{ id: string }>(db, sql`SELECT id FROM stylists WHERE subdomain = ${p('subdomain')} AND business_name IS NOT NULL`);
  // The booking's reads and writes (issue #33.4), prepared likewise.
  const customerOfAccount = preparedSql<{ id: string }>(db, sql`SELECT id FROM customers WHERE stylist_id = ${p('stylistId')} AND customer_account_id = ${p('accountId')}`);
  const policiesOf = preparedSql<{ config: number; value: number }>(db, sql`SELECT config, value FROM stylist_policy_configs WHERE stylist_id = ${p('stylistId')}`);
  const servicesQuery = (publicOnly: boolean) =>
    preparedSql<{
      id: string;
      name: string;
      price_cents: number;
      duration_minutes: number;
      buffer_minutes: number;
      processing_start_minutes: number;
      processing_minutes: number;
    }>(
      db,
      sql`SELECT id, name, price_cents, duration_minutes, buffer_minutes, processing_start_minutes, processing_minutes FROM services
        WHERE stylist_id = ${p('stylistId')} AND deleted_at IS NULL AND id = ANY (${p('ids')}::bigint[]) ${publicOnly ? sql`AND public` : sql``}`,
    );
  const anyServices = servicesQuery(false);
  const publicServices = servicesQuery(true);
  const timeZoneOf = preparedSql<{ name: string | null }>(db, sql`SELECT z.name FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = ${p('stylistId')}`);

  return {
    /** A registered stylist (business name set) on this subdomain. */
    async stylistIdBySubdomain(subdomain: string): Promise<number | null> {
      const [row] = await bookableBySubdomain({ subdomain });
      return row ? Number(row.id) : null;
    },
    async subdomainOf(stylistId: number): Promise<string | null> {
      const row = await first<{ subdomain: string | null }>(sql`SELECT subdomain FROM stylists WHERE id = ${stylistId}`);
      return row?.subdomain ?? null;
    },
    async timeZone(stylistId: number): Promise<string> {
      const [row] = await timeZoneOf({ stylistId });
      return row?.name ?? 'UTC';
    },
    /** Policy values by kind (0 no-show %, 1 cancellation %, 2 cancellation window in minutes). */
    /** Issue #29: the stylist's currency (upper case); her amounts are in its minor unit. */
    currency: (stylistId: number) => stylistCurrency(db, stylistId, defaultCurrency),
    async policies(stylistId: number): Promise<Map<number, number>> {
      const rows = await policiesOf({ stylistId });
      return new Map(rows.map((r) => [r.config, r.value]));
    },
    /** Issue #20: each service's own deposit (mode, value: percent or cents) among `ids`. */
    async depositModes(stylistId: number, ids: number[]): Promise<Map<number, { depositMode: ServiceDepositMode; depositValue: number | null }>> {
      if (ids.length === 0) return new Map();
      const result = await db.execute<{ id: string; deposit_mode: ServiceDepositMode; deposit_value: number | null }>(sql`
        SELECT id, deposit_mode, deposit_value FROM services
        WHERE stylist_id = ${stylistId} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
      return new Map(result.rows.map((r) => [Number(r.id), { depositMode: r.deposit_mode, depositValue: r.deposit_value }]));
    },
    /** The stylist's services among `ids` that are not deleted (and public, when asked). */
    async services(stylistId: number, ids: number[], publicOnly: boolean): Promise<CopiedService[]> {
      const rows = await (publicOnly ? publicServices : anyServices)({ stylistId, ids });
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        priceCents: r.price_cents,
        durationMinutes: r.duration_minutes,
        bufferMinutes: r.buffer_minutes,
        processingStartMinutes: r.processing_start_minutes,
        processingMinutes: r.processing_minutes,
      }));
    },
    async customerExists(stylistId: number, customerId: number): Promise<boolean> {
      return (await first(sql`SELECT 1 AS one FROM customers WHERE stylist_id = ${stylistId} AND id = ${customerId} AND NOT deleted`)) !== undefined;
    },
    async customerIdOfAccount(stylistId: number, accountId: number): Promise<number | null> {
      const [row] = await customerOfAccount({ stylistId, accountId });
      return row ? Number(row.id) : null;
    },
    /** The account's customer row at this stylist, created from the account's contact data the first time. */
    async ensureCustomerOfAccount(stylistId: number, accountId: number): Promise<number> {
      // A returning customer (most bookings): one read, no insert.
      const [known] = await customerOfAccount({ stylistId, accountId });
      if (known) return Number(known.id);
      await db
        .execute(sql`
          INSERT INTO customers (stylist_id, customer_account_id, name, last_name, email, phone)
          SELECT ${stylistId}, a.id, a.name, a.lastname, a.email, a.phone FROM customer_accounts a WHERE a.id = ${accountId}
          ON CONFLICT (stylist_id, customer_account_id) WHERE customer_account_id IS NOT NULL DO NOTHING`)
        .catch((error: unknown) => {
          // foreign_key_violation: her account was erased (D45) between the read and the insert; the check below answers.
          if (postgresCode(error) !== '23503') throw error;
        });
      const [row] = await customerOfAccount({ stylistId, accountId });
      // Her account was erased (D45) while a token of hers still runs: she is no longer signed in.
      if (!row) throw new AppError('UNAUTHORIZED', 'This account no longer exists; please sign in again');
      return Number(row.id);
    },
    /** `executor`: the transaction of the write it belongs to (the confirmation), else the pool. */
    async updateCustomerContact(
      stylistId: number,
      customerId: number,
      contact: Contact,
      executor: Db | Tx = db,
    ): Promise<void> {
      const updated = await updateContactStatement(executor, { ...contact, stylistId, customerId });
      // Erased between her hold and this confirmation (D45): nothing is booked on an erased customer.
      if (updated.rows.length === 0) throw new AppError('CONFLICT', 'Your data at this stylist was erased; please book again');
    },
    async customerContact(stylistId: number, customerId: number): Promise<Contact | null> {
      const row = await first<{ name: string; last_name: string; email: string; phone: string }>(
        sql`SELECT name, last_name, email, phone FROM customers WHERE stylist_id = ${stylistId} AND id = ${customerId}`,
      );
      return row ? { name: row.name, lastName: row.last_name, email: row.email, phone: row.phone } : null;
    },
    async accountContact(accountId: number): Promise<Contact | null> {
      const row = await first<{ name: string; lastname: string; email: string; phone: string }>(
        sql`SELECT name, lastname, email, phone FROM customer_accounts WHERE id = ${accountId}`,
      );
      return row ? { name: row.name, lastName: row.lastname, email: row.email, phone: row.phone } : null;
    },
  };
}
