import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RevokedSessions } from '../../db/revoked-sessions';
import { refreshTokens } from '../../db/schema/index';

/** A database or a transaction on it. */
type Executor = Pick<Db, 'update'>;

/**
 * Ends every session of a member at once (issue #34: deactivating her): her refresh tokens are
 * revoked, so no refresh succeeds, and the API tokens they issued are refused on every instance (the
 * revocation trigger notifies them; this instance is told here). Returns how many sessions ended.
 * Call it after the transaction that deactivated her committed, or pass that transaction and tell
 * `sessions` after the commit yourself.
 */
export async function revokeMemberSessions(
  db: Executor,
  sessions: Pick<RevokedSessions, 'revoked'> | null,
  memberId: number,
  now: Date = new Date(),
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  const families = [...new Set(revoked.map((row) => row.familyId))];
  for (const familyId of families) sessions?.revoked(familyId);
  return families.length;
}
