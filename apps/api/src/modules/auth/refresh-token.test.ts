import { describe, expect, it } from 'vitest';
import { generateRefreshToken, hashRefreshToken, judgeRefreshToken } from './refresh-token';

const now = new Date('2030-01-01T12:00:00Z');
const later = new Date('2030-01-02T12:00:00Z');

describe('refresh tokens', () => {
  it('are random, url-safe, and stored as a 64-hex SHA-256', () => {
    const a = generateRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateRefreshToken()).not.toBe(a);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
  });

  it('are judged: unknown, revoked before reused, reused before expired, else valid', () => {
    expect(judgeRefreshToken(undefined, now)).toBe('unknown');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: now, revokedAt: now }, now)).toBe('revoked');
    expect(judgeRefreshToken({ expiresAt: now, rotatedAt: now, revokedAt: null }, later)).toBe('reused');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: now, revokedAt: null }, now)).toBe('reissue');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: now, revokedAt: null }, now, true)).toBe('superseded');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: now, revokedAt: null }, later, true)).toBe('reused');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: now, revokedAt: null }, later)).toBe('reused');
    expect(judgeRefreshToken({ expiresAt: now, rotatedAt: null, revokedAt: null }, now)).toBe('expired');
    expect(judgeRefreshToken({ expiresAt: later, rotatedAt: null, revokedAt: null }, now)).toBe('valid');
  });
});
