import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The sweep of every stylist's lapsed holds (bookings also clear them lazily per stylist). */
export function createHoldsRepository(db: Db) {
  return {
    async expireAll(): Promise<number> {
      const result = await db.execute(sql`
        WITH expired AS (
          UPDATE appointments SET state = 'expired', hold_expires_at = NULL, updated_at = now()
          WHERE state = 'held' AND hold_expires_at <= now() RETURNING id)
        INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor) SELECT id, 'held', 'expired', 'system' FROM expired`);
      return result.rowCount ?? 0;
    },
  };
}
