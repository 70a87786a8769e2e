import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { Tx } from '../../db/transactions';

/**
 * Issue #30 (3): the one way a hold expires. Every hold is an appointment in state `held` with its
 * `hold_expires_at`, whoever made it (the customer's block-date, the stylist's waitlist offer); once
 * that time has passed it becomes `expired` here, recorded as the system's state change, and the
 * trigger of migration 0016 frees its time for the waitlist. Two callers, one statement: the minute
 * sweep (`holds.expire`, every stylist) and every booking transaction, lazily, for its stylist before
 * it writes (an expired hold never blocks). The sweep skips a hold another transaction has locked
 * (that transaction settles it, or the next pass does): waiting could close a cycle of waits with a
 * booking transaction (a deadlock). A booking transaction waits for it instead, as it holds her
 * write lock and must not leave a lapsed hold in the way of its own write. Returns how many expired.
 */
export async function expireLapsedHolds(executor: Db | Tx, stylistId?: number): Promise<number> {
  const result = stylistId === undefined ? await expireEveryStylist(executor) : await expireOfStylist(executor, { stylistId });
  return result.rowCount;
}

// Prepared (issue #33.4): every booking transaction runs it first.
const expireStatement = (which: SQL) =>
  preparedStatement(sql`
    WITH expired AS (
      UPDATE appointments SET state = 'expired', hold_expires_at = NULL, updated_at = now()
      WHERE id IN (SELECT id FROM appointments WHERE state = 'held' AND hold_expires_at <= now() ${which})
      AND state = 'held' RETURNING id)
    INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor) SELECT id, 'held', 'expired', 'system' FROM expired`);
const expireEveryStylist = expireStatement(sql`FOR UPDATE SKIP LOCKED`);
const expireOfStylist = expireStatement(sql`AND stylist_id = ${sql.placeholder('stylistId')} FOR UPDATE`);
