import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockStylistWrites, retryingConflicts, type Tx } from '../../db/transactions';
import { ERASERS, ids, type ErasureTarget } from './erasers.repository';

type CustomerRow = { id: number; stylist_id: number; name: string; last_name: string; email: string; phone: string };
type AccountRow = { id: number; auth_subject: string; name: string; lastname: string; email: string; phone: string };

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const unique = <T>(values: T[]) => [...new Set(values)];
const fullName = (name: string, lastName: string) => `${name} ${lastName}`.trim();

function targetOf(rows: CustomerRow[], account: AccountRow | null, deleteAccount: boolean): ErasureTarget {
  const people = [...rows.map((r) => ({ ...r, lastname: r.last_name })), ...(account ? [account] : [])];
  return {
    customerIds: rows.map((r) => r.id),
    stylistIds: unique(rows.map((r) => r.stylist_id)),
    accountId: deleteAccount && account ? account.id : null,
    emails: unique(people.map((p) => p.email.trim()).filter((e) => e.includes('@'))),
    phoneDigits: unique(people.map((p) => digitsOf(p.phone)).filter((d) => d.length > 0)),
    fullNames: unique(people.map((p) => fullName(p.name, p.lastname)).filter((n) => n.length > 0)),
  };
}

/** What still runs for these customers: a booking ahead of now, or a charge or refund not settled. */
async function runningWork(tx: Tx, customerIds: number[]) {
  const list = ids(customerIds);
  const { rows } = await tx.execute<{ future: boolean; paying: boolean }>(sql`
    SELECT
      EXISTS (SELECT 1 FROM appointments WHERE customer_id = ANY (${list}) AND state = 'booked' AND ends_at > now()) AS future,
      EXISTS (SELECT 1 FROM payment_charges c JOIN appointments a ON a.id = c.appointment_id
              WHERE a.customer_id = ANY (${list}) AND c.status IN ('pending', 'requires_action'))
      OR EXISTS (SELECT 1 FROM payment_refunds r JOIN appointments a ON a.id = r.appointment_id
              WHERE a.customer_id = ANY (${list}) AND r.status = 'pending') AS paying`);
  return rows[0] ?? { future: false, paying: false };
}

/** Their bookings (holds are not), which stay with amounts, dates and states. */
async function keptAppointments(tx: Tx, customerIds: number[]): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM appointments WHERE customer_id = ANY (${ids(customerIds)}) AND state NOT IN ('held', 'released', 'expired')`,
  );
  return rows[0]?.n ?? 0;
}

export type Blocked = 'future-bookings' | 'payment-in-progress';
export type ErasureOutcome = { blocked: Blocked } | { blocked: null; erasedCustomers: number; keptAppointments: number; authSubject: string | null };

export type ErasureRepository = ReturnType<typeof createErasureRepository>;

/**
 * Erasure in one transaction under the locks of every stylist concerned (the locks bookings,
 * moves and charges of those stylists take, db/transactions.ts), so a booking or charge at the
 * same time either finished before (and is seen by the checks) or waits and finds her erased.
 */
export function createErasureRepository(db: Db) {
  async function customerRows(tx: Tx, where: { stylistId: number; customerId: number } | { accountId: number; stylistId: number | null }) {
    const filter =
      'customerId' in where
        ? sql`stylist_id = ${where.stylistId} AND id = ${where.customerId}`
        : sql`customer_account_id = ${where.accountId} ${where.stylistId === null ? sql`` : sql`AND stylist_id = ${where.stylistId}`}`;
    const { rows } = await tx.execute<CustomerRow>(
      sql`SELECT id::int, stylist_id::int, name, last_name, email, phone FROM customers WHERE ${filter} AND erased_at IS NULL ORDER BY stylist_id`,
    );
    return rows;
  }

  /** Locks the stylists of the rows; reads the rows again until no row of an unlocked stylist is left (a booking elsewhere made one). */
  async function lockedRows(tx: Tx, read: () => Promise<CustomerRow[]>) {
    const locked = new Set<number>();
    for (;;) {
      const rows = await read();
      const missing = unique(rows.map((r) => r.stylist_id)).filter((id) => !locked.has(id)).sort((a, b) => a - b);
      if (missing.length === 0) return rows;
      for (const stylistId of missing) {
        await lockStylistWrites(tx, stylistId);
        locked.add(stylistId);
      }
    }
  }

  async function run(tx: Tx, rows: CustomerRow[], account: AccountRow | null, deleteAccount: boolean): Promise<ErasureOutcome> {
    const target = targetOf(rows, account, deleteAccount);
    if (rows.length > 0) {
      const running = await runningWork(tx, target.customerIds);
      if (running.paying) return { blocked: 'payment-in-progress' };
      if (running.future) return { blocked: 'future-bookings' };
    }
    const kept = await keptAppointments(tx, target.customerIds);
    for (const eraser of ERASERS) await eraser.erase(tx, target);
    return { blocked: null, erasedCustomers: rows.length, keptAppointments: kept, authSubject: deleteAccount ? (account?.auth_subject ?? null) : null };
  }

  return {
    /** The stylist erases one of her customers (her sign-in account, if any, is hers and stays). */
    eraseCustomer(stylistId: number, customerId: number): Promise<ErasureOutcome | null> {
      return retryingConflicts(() =>
        db.transaction(async (tx) => {
          await lockStylistWrites(tx, stylistId);
          const rows = await customerRows(tx, { stylistId, customerId });
          if (rows.length === 0) return null;
          return run(tx, rows, null, false);
        }),
      );
    },

    /** The customer erases her data at one stylist (`stylistId`) or everywhere, her account included (null). */
    eraseAccount(accountId: number, stylistId: number | null): Promise<ErasureOutcome | null> {
      return retryingConflicts(() =>
        db.transaction(async (tx) => {
          // Two erasures of one account run one after another.
          const { rows: accounts } = await tx.execute<AccountRow>(
            sql`SELECT id::int, auth_subject, name, lastname, email, phone FROM customer_accounts WHERE id = ${accountId} FOR UPDATE`,
          );
          const account = accounts[0];
          if (!account) return null;
          const rows = await lockedRows(tx, () => customerRows(tx, { accountId, stylistId }));
          return run(tx, rows, account, stylistId === null);
        }),
      );
    },
  };
}
