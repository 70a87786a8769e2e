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

/** API tokens are JWTs signed by the API itself with one shared secret (HS256, 2 hours). */
export function createApiTokens(secret: Uint8Array, now: () => number = Date.now): ApiTokens {
  return {
    sign: (claims) => {
      const { sub, ...rest } = apiTokenClaimsSchema.parse(claims);
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT(rest)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(API_TOKEN_ISSUER)
        .setAudience(API_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + API_TOKEN_TTL_SECONDS)
        .sign(secret);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: API_TOKEN_ISSUER,
          audience: API_TOKEN_AUDIENCE,
          currentDate: new Date(now()),
        });
        const parsed = apiTokenClaimsSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

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
