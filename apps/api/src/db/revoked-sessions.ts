import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listen } from './listener';
import { API_TOKEN_TTL_SECONDS } from '../lib/api-token';

/** The channel migration 0021's trigger notifies with a refresh-token family id when it is revoked. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

/** A revocation matters while an API token issued before it may live: its lifetime plus clock slack. */
const REMEMBER_MS = (API_TOKEN_TTL_SECONDS + 5 * 60) * 1000;

export const REVOCATION_LISTENER_NAME = 'chairly-session-revocations';

/**
 * Which sessions (refresh-token families, the `sid` claim of API tokens) were revoked — by sign-out
 * or by a replayed refresh token — on any instance (issue #28). A dedicated connection LISTENs to
 * `session_revoked`; each (re)connection first reads the families revoked within an API token's
 * lifetime, so a notification missed while disconnected is never missed for good. While not
 * listening every question goes to the database (an indexed lookup).
 */
export type RevokedSessions = {
  /** Answered from memory while listening (the guard's hot path: no promise); from the database otherwise. */
  isRevoked: (familyId: string) => boolean | Promise<boolean>;
  /** Records a revocation this instance committed, before its notification comes back. */
  revoked: (familyId: string) => void;
  /**
   * Resolves once every revocation committed before the call has been heard (a round trip on the
   * listening connection: PostgreSQL sends a session its notifications before the answer).
   */
  synced: () => Promise<void>;
  ready: Promise<void>;
  close: () => Promise<void>;
};

export function listenToRevokedSessions(pool: pg.Pool, log: FastifyBaseLogger, now: () => number = Date.now): RevokedSessions {
  const revokedAt = new Map<string, number>();

  const remember = (familyId: string, at = now()) => {
    revokedAt.delete(familyId);
    revokedAt.set(familyId, at);
    // Oldest first (insertion order): drop what no live API token can carry any more.
    for (const [id, when] of revokedAt) {
      if (now() - when <= REMEMBER_MS) break;
      revokedAt.delete(id);
    }
  };

  const listener = listen(pool, log, {
    channel: SESSION_REVOKED_CHANNEL,
    applicationName: REVOCATION_LISTENER_NAME,
    lostWarning: 'session revocation notifications lost; API tokens are checked in the database until they are back',
    onNotification: (payload) => {
      if (payload) remember(payload);
    },
    // Listening first, then reading: a revocation committed in between is heard or read, or both.
    onConnected: async (client) => {
      const { rows } = await client.query<{ family_id: string; revoked_at: Date }>(
        `SELECT family_id, max(revoked_at) AS revoked_at FROM refresh_tokens
          WHERE revoked_at > now() - make_interval(secs => $1) GROUP BY family_id ORDER BY 2`,
        [REMEMBER_MS / 1000],
      );
      for (const row of rows) remember(row.family_id, row.revoked_at.getTime());
    },
  });

  async function lookUp(familyId: string): Promise<boolean> {
    const { rows } = await pool.query(
      'SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL LIMIT 1',
      [familyId],
    );
    return rows.length > 0;
  }

  return {
    isRevoked: (familyId) => revokedAt.has(familyId) || (listener.connection() === null && lookUp(familyId)),
    revoked: (familyId) => remember(familyId),
    synced: async () => {
      await listener.connection()?.query('SELECT 1').catch(() => undefined);
    },
    ready: listener.ready,
    close: () => listener.close(),
  };
}
