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

export type RefreshVerdict = 'unknown' | 'revoked' | 'reused' | 'expired' | 'valid';

/**
 * What presenting this token means. A token already rotated is a replay (it was stolen, or the
 * thief already used it): the whole family is revoked, so neither party can continue.
 */
export function judgeRefreshToken(token: StoredRefreshToken | undefined, now: Date): RefreshVerdict {
  if (!token) return 'unknown';
  if (token.revokedAt) return 'revoked';
  if (token.rotatedAt) return 'reused';
  if (token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
