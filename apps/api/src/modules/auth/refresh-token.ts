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

export type RefreshVerdict = 'unknown' | 'revoked' | 'superseded' | 'reused' | 'expired' | 'valid';

/**
 * Two tabs of one browser (on different subdomains, so they cannot coordinate) may present the same
 * token within moments of each other: the later one is refused, but the family is not revoked —
 * the browser already holds the successor in its cookie.
 */
export const REUSE_GRACE_MS = 10_000;

/**
 * What presenting this token means. A token rotated longer ago than the grace period is a replay
 * (it was stolen, or the thief already used it): the whole family is revoked, so neither party can
 * continue.
 */
export function judgeRefreshToken(token: StoredRefreshToken | undefined, now: Date): RefreshVerdict {
  if (!token) return 'unknown';
  if (token.revokedAt) return 'revoked';
  if (token.rotatedAt) return now.getTime() - token.rotatedAt.getTime() < REUSE_GRACE_MS ? 'superseded' : 'reused';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
