import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_AUDIENCE,
  API_TOKEN_ISSUER,
  apiTokenClaimsSchema,
  type ApiTokenClaims,
} from '@chairly/shared';
import { jwtVerify, SignJWT } from 'jose';

export const API_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const ALGORITHM = 'HS256';

export type ApiTokens = {
  sign: (claims: ApiTokenClaims) => Promise<string>;
  /** The token's claims, or null when it is malformed, forged, expired or not ours. */
  verify: (token: string) => Promise<ApiTokenClaims | null>;
};

type Options = {
  /**
   * Tokens that verified, kept until they expire (at most this many, the oldest dropped first), so
   * a client's next calls skip the HMAC (issue #22). 0: verify every call. Verification depends only
   * on the token, the secret and the clock, and the clock is checked again on every hit.
   */
  cacheSize?: number;
};

type Verified = { claims: ApiTokenClaims; expiresAt: number };

/** API tokens are JWTs signed by the API itself with one shared secret (HS256, 2 hours). */
export function createApiTokens(secret: Uint8Array, now: () => number = Date.now, { cacheSize = 0 }: Options = {}): ApiTokens {
  // Imported once: jose imports a raw secret into a CryptoKey on every call otherwise.
  let key: ReturnType<typeof crypto.subtle.importKey> | null = null;
  const keyOf = () => (key ??= crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
  const verified = new Map<string, Verified>();

  async function verifyWithJose(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, await keyOf(), {
        algorithms: [ALGORITHM],
        issuer: API_TOKEN_ISSUER,
        audience: API_TOKEN_AUDIENCE,
        currentDate: new Date(now()),
      });
      const parsed = apiTokenClaimsSchema.safeParse(payload);
      return parsed.success && typeof payload.exp === 'number' ? { claims: parsed.data, expiresAt: payload.exp } : null;
    } catch {
      return null;
    }
  }

  return {
    sign: async (claims) => {
      const { sub, ...rest } = apiTokenClaimsSchema.parse(claims);
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT(rest)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(API_TOKEN_ISSUER)
        .setAudience(API_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + API_TOKEN_TTL_SECONDS)
        .sign(await keyOf());
    },
    verify: async (token) => {
      const hit = verified.get(token);
      // jose's rule: expired once `exp` is not after the current second.
      if (hit && hit.expiresAt > Math.floor(now() / 1000)) return hit.claims;
      if (hit) verified.delete(token);
      const result = await verifyWithJose(token);
      if (!result || cacheSize <= 0) return result?.claims ?? null;
      verified.set(token, result);
      if (verified.size > cacheSize) verified.delete(verified.keys().next().value as string);
      return result.claims;
    },
  };
}

/** Verified tokens one API process keeps (a few MB at most; see createApiTokens). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * The signing secret: API_TOKEN_SECRET when set (required when several instances run on separate
 * machines), otherwise one generated on first start into DATA_DIR and reused.
 */
export async function resolveApiTokenSecret(options: { secret?: string; dataDir: string }): Promise<Uint8Array> {
  if (options.secret) return new TextEncoder().encode(options.secret);
  const file = path.join(options.dataDir, 'api-token-secret');
  if (!existsSync(file)) {
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}
