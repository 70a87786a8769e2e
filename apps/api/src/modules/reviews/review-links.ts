import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DAY_MS } from '@chairly/shared/format';

/**
 * How long a review link works after its message was sent: a month covers a customer who reads
 * her messages late or comes back to them, and an old message (forwarded, in a shared mailbox)
 * stops working. After that she can still review while signed in.
 */
export const REVIEW_LINK_TTL_DAYS = 30;

/** 256 random bits, base64url (43 characters): what the customer's link carries as `?token=`. */
export function generateReviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored; the token has enough entropy that a plain SHA-256 cannot be reversed. */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The shape `generateReviewToken` produces; anything else cannot match and is not looked up. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type ReviewLinks = {
  /** A new token for the appointment's review request; only its hash is kept. */
  issue(stylistId: number, appointmentId: number): Promise<string>;
  /** Forgets a token whose message was not sent after all (a retried job found it sent already). */
  discard(token: string): Promise<void>;
};

/** Issue #28.4: the review request's single-use link tokens (written by the notification job). */
export function createReviewLinks(db: Db, now: () => number = Date.now): ReviewLinks {
  return {
    async issue(stylistId, appointmentId) {
      const token = generateReviewToken();
      const expiresAt = new Date(now() + REVIEW_LINK_TTL_DAYS * DAY_MS);
      await db.execute(sql`
        INSERT INTO review_tokens (stylist_id, appointment_id, token_hash, expires_at)
        VALUES (${stylistId}, ${appointmentId}, ${hashReviewToken(token)}, ${expiresAt.toISOString()}::timestamptz)`);
      return token;
    },
    async discard(token) {
      await db.execute(sql`DELETE FROM review_tokens WHERE token_hash = ${hashReviewToken(token)}`);
    },
  };
}
