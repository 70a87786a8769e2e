import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { judgeRefreshToken, type RefreshVerdict } from './refresh-token';

export type IssuedToken = { tokenHash: string; expiresAt: Date };
/**
 * Whose session a family is: a stylist's or (issue #28) a customer's. A stylist-side session names the
 * member who signed in (issue #34; absent for the owner's sessions from before members).
 */
export type SessionOwner =
  | { stylistId: number; memberId?: number | null; customerAccountId?: null }
  | { stylistId?: null; memberId?: null; customerAccountId: number };
export type RotateResult = {
  verdict: RefreshVerdict;
  familyId: string | null;
  stylistId: number | null;
  memberId: number | null;
  customerAccountId: number | null;
};

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

export function createRefreshTokensRepository(db: Db) {
  return {
    async create(token: IssuedToken & { familyId: string } & SessionOwner): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Rotates a token in one transaction. The row lock makes concurrent presentations of one token
     * queue up: the first rotates it; within the grace period the others get successors of their own
     * while none has been used yet (an answer may have been lost to a navigation), and are refused
     * once one has (family kept); a presentation after the grace period is a replay and revokes the
     * family.
     */
    async rotate(tokenHash: string, next: IssuedToken, now: Date): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update');
        // A rotated token presented again: has the family moved on (one of the successors used)?
        const successorUsed =
          current?.rotatedAt != null &&
          (
            await tx
              .select({ id: refreshTokens.id })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.familyId, current.familyId), gt(refreshTokens.rotatedAt, current.rotatedAt)))
              .limit(1)
          ).length > 0;
        const verdict = judgeRefreshToken(current, now, successorUsed);
        if (!current) return { verdict, familyId: null, stylistId: null, memberId: null, customerAccountId: null };
        const owner = {
          familyId: current.familyId,
          stylistId: current.stylistId,
          memberId: current.memberId,
          customerAccountId: current.customerAccountId,
        };
        if (verdict === 'reused') {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
        }
        if (verdict !== 'valid' && verdict !== 'reissue') return { verdict, ...owner };
        // A reissue keeps the first rotation's time: the grace period does not grow.
        if (verdict === 'valid') await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, current.id));
        await tx.insert(refreshTokens).values({ ...next, ...owner });
        return { verdict, ...owner };
      });
    },

    /** Revokes every token of a family (sign-out); the API tokens of the session stop with it. */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}
