import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { judgeRefreshToken, type RefreshVerdict } from './refresh-token';

export type IssuedToken = { tokenHash: string; expiresAt: Date };
export type RotateResult = { verdict: RefreshVerdict; stylistId: number | null };

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;

export function createRefreshTokensRepository(db: Db) {
  return {
    async create(token: IssuedToken & { familyId: string; stylistId: number }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    /**
     * Rotates a token in one transaction. The row lock makes concurrent presentations of one token
     * queue up: the first rotates it, the others find it just rotated (refused, family kept); a
     * presentation after the grace period is a replay and revokes the family.
     */
    async rotate(tokenHash: string, next: IssuedToken, now: Date): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update');
        const verdict = judgeRefreshToken(current, now);
        if (!current) return { verdict, stylistId: null };
        if (verdict === 'reused') {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
        }
        if (verdict !== 'valid') return { verdict, stylistId: current.stylistId };
        await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, current.id));
        await tx.insert(refreshTokens).values({ ...next, familyId: current.familyId, stylistId: current.stylistId });
        return { verdict, stylistId: current.stylistId };
      });
    },

    /** Revokes every token of the family this token belongs to; false when the token is unknown. */
    async revokeFamilyOf(tokenHash: string, now: Date): Promise<boolean> {
      const [token] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!token) return false;
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, token.familyId), isNull(refreshTokens.revokedAt)));
      return true;
    },
  };
}
