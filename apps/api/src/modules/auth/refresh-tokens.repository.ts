import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { judgeRefreshToken, type RefreshVerdict } from './refresh-token';

export type IssuedToken = { tokenHash: string; expiresAt: Date };
/** Whose session a family is: a stylist's or (issue #28) a customer's. */
export type SessionOwner = { stylistId: number; customerAccountId?: null } | { stylistId?: null; customerAccountId: number };
export type RotateResult = {
  verdict: RefreshVerdict;
  familyId: string | null;
  stylistId: number | null;
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
     * queue up: the first rotates it, the second gets a second successor (its first answer may have
     * been lost), the others find it spent (refused, family kept); a presentation after the grace
     * period is a replay and revokes the family.
     */
    async rotate(tokenHash: string, next: IssuedToken, now: Date): Promise<RotateResult> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update');
        const verdict = judgeRefreshToken(current, now);
        if (!current) return { verdict, familyId: null, stylistId: null, customerAccountId: null };
        const owner = { familyId: current.familyId, stylistId: current.stylistId, customerAccountId: current.customerAccountId };
        if (verdict === 'reused') {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, current.familyId), isNull(refreshTokens.revokedAt)));
        }
        if (verdict !== 'valid' && verdict !== 'reissue') return { verdict, ...owner };
        // A reissue keeps the first rotation's time: the grace period does not grow.
        const spent = verdict === 'valid' ? { rotatedAt: now } : { reissuedAt: now };
        await tx.update(refreshTokens).set(spent).where(eq(refreshTokens.id, current.id));
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
