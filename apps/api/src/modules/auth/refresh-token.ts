import { createHash, randomBytes } from 'node:crypto';
import { REFRESH_COOKIE_TTL_SECONDS } from '@chairly/shared';

export const REFRESH_TOKEN_TTL_MS = REFRESH_COOKIE_TTL_SECONDS * 1000;

/** 256 random bits, base64url: what the client holds. Only its hash is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type StoredRefreshToken = { expiresAt: Date; rotatedAt: Date | null; revokedAt: Date | null };

export type RefreshVerdict = 'unknown' | 'revoked' | 'reissue' | 'superseded' | 'reused' | 'expired' | 'valid';

/**
 * A token may be presented again within moments of its rotation without being a theft: two tabs of
 * one browser on different hosts (they cannot coordinate) refresh at once, or the answer to the
 * rotation never reached the browser because the page navigated away mid-request (once or several
 * times in a row), so the cookie still holds the old token. While no successor has been used, such a
 * presentation gets a successor of its own ('reissue': the browser may hold none of them); once one
 * has been used the family has moved on and the browser holds its successor, so the presentation is
 * refused without ending the session ('superseded'). After the grace period it is a replay.
 */
export const REUSE_GRACE_MS = 10_000;

/**
 * What presenting this token means. A token rotated longer ago than the grace period is a replay
 * (it was stolen, or the thief already used it): the whole family is revoked, so neither party can
 * continue.
 */
export function judgeRefreshToken(token: StoredRefreshToken | undefined, now: Date, successorUsed = false): RefreshVerdict {
  if (!token) return 'unknown';
  if (token.revokedAt) return 'revoked';
  if (token.rotatedAt) {
    if (now.getTime() - token.rotatedAt.getTime() >= REUSE_GRACE_MS) return 'reused';
    return successorUsed ? 'superseded' : 'reissue';
  }
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
