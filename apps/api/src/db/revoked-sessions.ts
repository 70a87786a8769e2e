import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { API_TOKEN_TTL_SECONDS } from '../lib/api-token';

/** The channel migration 0021's trigger notifies with a refresh-token family id when it is revoked. */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

const RECONNECT_MS = 1_000;
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
  isRevoked: (familyId: string) => Promise<boolean>;
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
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;

  const remember = (familyId: string, at = now()) => {
    revokedAt.delete(familyId);
    revokedAt.set(familyId, at);
    // Oldest first (insertion order): drop what no live API token can carry any more.
    for (const [id, when] of revokedAt) {
      if (now() - when <= REMEMBER_MS) break;
      revokedAt.delete(id);
    }
  };

  const lost = (reason: unknown) => {
    if (!listening && client === null) return;
    listening = false;
    const stale = client;
    client = null;
    stale?.removeAllListeners();
    stale?.on('error', () => {});
    void stale?.end().catch(() => {});
    if (closed) return;
    log.warn({ err: reason }, 'session revocation notifications lost; API tokens are checked in the database until they are back');
    timer = setTimeout(() => void connect(), RECONNECT_MS);
    timer.unref();
  };

  async function connect(): Promise<void> {
    timer = null;
    if (closed) return;
    const next = new pg.Client({ ...pool.options, application_name: REVOCATION_LISTENER_NAME });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === SESSION_REVOKED_CHANNEL && message.payload) remember(message.payload);
    });
    next.on('error', lost);
    next.on('end', () => lost(new Error('connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_REVOKED_CHANNEL}`);
      // Listening first, then reading: a revocation committed in between is heard or read, or both.
      const { rows } = await next.query<{ family_id: string; revoked_at: Date }>(
        `SELECT family_id, max(revoked_at) AS revoked_at FROM refresh_tokens
          WHERE revoked_at > now() - make_interval(secs => $1) GROUP BY family_id ORDER BY 2`,
        [REMEMBER_MS / 1000],
      );
      if (closed || client !== next) return;
      for (const row of rows) remember(row.family_id, row.revoked_at.getTime());
      listening = true;
    } catch (error) {
      if (client === next) lost(error);
    }
  }

  async function lookUp(familyId: string): Promise<boolean> {
    const { rows } = await pool.query(
      'SELECT 1 FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL LIMIT 1',
      [familyId],
    );
    return rows.length > 0;
  }

  const ready = connect();
  return {
    isRevoked: async (familyId) => revokedAt.has(familyId) || (!listening && (await lookUp(familyId))),
    revoked: (familyId) => remember(familyId),
    synced: async () => {
      if (listening && client) await client.query('SELECT 1').catch(() => undefined);
    },
    ready,
    close: async () => {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
