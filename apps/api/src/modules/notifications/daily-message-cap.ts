import { sql } from 'drizzle-orm';
import { LimitReached } from '../../lib/limit-reached';
import type { Tx } from './events';

/** The answer when the day's messages are spent; the web shows its own translation (a 429 there). */
export const dailyMessageCapMessage = (cap: number) => `You have sent the most messages allowed today (${cap}). Try again tomorrow.`;

/**
 * Counts one message that a stylist sends a customer by her own action (a waitlist offer), in the
 * transaction that queues it: at most `cap` in her day (midnight to midnight in her time zone), else
 * 429 and the whole change (hold, offer, message) rolls back, so only what is sent is counted. The
 * count is a `rate_limits` row that the upsert locks until commit: concurrent sends, on any instance,
 * count one after another and exactly `cap` get through.
 */
export async function countStylistMessage(tx: Tx, input: { stylistId: number; timeZone: string; cap: number }): Promise<void> {
  const { rows } = await tx.execute<{ count: number; ttl: number }>(sql`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${`stylist-messages|stylist:${input.stylistId}`}, 1,
      (date_trunc('day', clock_timestamp() AT TIME ZONE ${input.timeZone}) + interval '1 day') AT TIME ZONE ${input.timeZone})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE rate_limits.reset_at END
    RETURNING count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM reset_at - clock_timestamp())))::integer AS ttl`);
  const row = rows[0];
  if (row && Number(row.count) > input.cap) throw new LimitReached(dailyMessageCapMessage(input.cap), Number(row.ttl));
}
