import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The payment tables whose rows are recorded `pending` before a gateway call. */
export type PendingTable = 'payment_charges' | 'payment_refunds';

/**
 * The one lease of the payment sweeps: takes up to `limit` rows of `table` left pending for longer
 * than `staleMs` (their request died after recording them: a crash, a timeout, an unreachable
 * gateway) and leases each for another `staleMs` by touching updated_at, so a concurrent sweep
 * skips it meanwhile (SKIP LOCKED while one takes it, the touched updated_at afterwards). Reads the
 * partial index `<table>_pending_idx` (migration 0025): only pending rows, however many settled
 * ones the table holds. Returns the leased ids.
 */
export async function leaseStalePending(db: Db, table: PendingTable, staleMs: number, limit: number): Promise<string[]> {
  const leased = await db.execute<{ id: string }>(leaseStatement(table, staleMs, limit));
  return leased.rows.map((r) => r.id);
}

/** The lease's one statement (its plan is checked in apps/api/test/payment-sweeps.test.ts). */
export function leaseStatement(table: PendingTable, staleMs: number, limit: number): SQL {
  // One of two fixed names (not input); written unquoted, as the statement always was.
  const name = sql.raw(table);
  const stale = sql`now() - make_interval(secs => ${staleMs / 1000})`;
  return sql`
    UPDATE ${name} SET updated_at = now()
    WHERE id IN (
      SELECT id FROM ${name}
      WHERE status = 'pending' AND created_at < ${stale} AND updated_at < ${stale}
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`;
}
