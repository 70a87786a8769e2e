import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type LogKey = { kind: string; ref: string; recipient: string; channel: 'email' | 'sms' };
export type Claim = { state: 'claimed'; id: number } | { state: 'sent' } | { state: 'in-progress' };

/** A claim older than this is taken over: its sender died between claiming and recording (docs: at-least-once edge). */
const CLAIM_LEASE = sql`interval '2 minutes'`;

export function createNotificationLogRepository(db: Db) {
  return {
    /** Claims (kind, ref, recipient, channel) for sending; a message recorded as sent is never claimed again. */
    async claim(key: LogKey, jobId: string | null): Promise<Claim> {
      const claimed = await db.execute<{ id: string }>(sql`
        INSERT INTO notification_log (kind, ref, recipient, channel, status, job_id)
        VALUES (${key.kind}, ${key.ref}, ${key.recipient}, ${key.channel}, 'sending', ${jobId})
        ON CONFLICT (kind, ref, recipient, channel) DO UPDATE SET job_id = EXCLUDED.job_id, created_at = now()
          WHERE notification_log.status = 'sending' AND notification_log.created_at < now() - ${CLAIM_LEASE}
        RETURNING id`);
      const id = claimed.rows[0]?.id;
      if (id !== undefined) return { state: 'claimed', id: Number(id) };
      const existing = await db.execute<{ status: string }>(sql`
        SELECT status FROM notification_log WHERE kind = ${key.kind} AND ref = ${key.ref} AND recipient = ${key.recipient} AND channel = ${key.channel}`);
      return existing.rows[0]?.status === 'sent' ? { state: 'sent' } : { state: 'in-progress' };
    },
    async markSent(id: number): Promise<void> {
      await db.execute(sql`UPDATE notification_log SET status = 'sent', sent_at = now() WHERE id = ${id}`);
    },
    /** A failed send gives the claim back at once, so the job's retry can try again. */
    async release(id: number): Promise<void> {
      await db.execute(sql`DELETE FROM notification_log WHERE id = ${id} AND status = 'sending'`);
    },
  };
}
export type NotificationLogRepository = ReturnType<typeof createNotificationLogRepository>;
