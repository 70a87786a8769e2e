import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The sweep of every stylist's lapsed holds (bookings also clear them lazily per stylist). */
export function createHoldsRepository(db: Db) {
  return {
    async expireAll(): Promise<number> {
      const result = await db.execute(sql`
        WITH expired AS (
          UPDATE appointments SET state = 'expired', hold_expires_at = NULL, updated_at = now()
          WHERE id IN (
            -- A hold a booking transaction has locked is left to it (it expires stale holds itself,
            -- or the next sweep does): waiting for it could close a cycle of waits with it (deadlock).
            SELECT id FROM appointments WHERE state = 'held' AND hold_expires_at <= now() FOR UPDATE SKIP LOCKED)
          AND state = 'held' RETURNING id)
        INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor) SELECT id, 'held', 'expired', 'system' FROM expired`);
      return result.rowCount ?? 0;
    },
  };
}
