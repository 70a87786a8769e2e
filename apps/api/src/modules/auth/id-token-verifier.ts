import { AppError, AUTH_ERRORS } from '@chairly/shared';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

/** Asymmetric algorithms only: `none` and HS* (a shared secret the client knows) are refused. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
const DEFAULT_TIMEOUT_MS = 5_000;
const CLOCK_TOLERANCE_SECONDS = 30;

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

export type IdTokenClaims = {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  /**
   * Issue #31.10: the issuer's `email_verified`. Only an explicit false (some issuers send the
   * string "false") is unconfirmed: an issuer without the claim vouches for its addresses as before.
   */
  emailVerified: boolean;
};

export type IdTokenVerifier = {
  /** The ID token's claims; 401 when it is not a valid token of our issuer for our client. */
  verify: (idToken: string) => Promise<IdTokenClaims>;
};

type Options = { issuer: string; clientId: string; timeoutMs?: number };

/** The issuer's keys, and its identifier exactly as it publishes it (Auth0's ends with a slash). */
type KeySet = { jwks: ReturnType<typeof createRemoteJWKSet>; issuer: string };

const unavailable = () => new AppError('UNAVAILABLE', 'Sign-in is temporarily unavailable, please retry');

async function discover(issuer: string, timeoutMs: number): Promise<KeySet> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const discovery = discoverySchema.parse(await response.json());
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
  if (discovery.issuer.replace(/\/$/, '') !== issuer) throw new Error('discovery names another issuer');
  return {
    jwks: createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: timeoutMs }),
    issuer: discovery.issuer,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toClaims(payload: JWTPayload, clientId: string): IdTokenClaims {
  const sub = payload.sub;
  if (!sub) throw new AppError('UNAUTHORIZED', AUTH_ERRORS.idTokenClaims);
  // OpenID Connect Core §3.1.3.7: with several audiences, the token must have been issued to us.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    throw new AppError('UNAUTHORIZED', AUTH_ERRORS.idTokenClaims);
  }
  const emailVerified = payload.email_verified !== false && payload.email_verified !== 'false';
  return { sub, email: text(payload.email), givenName: text(payload.given_name), familyName: text(payload.family_name), emailVerified };
}

/** Key-set fetch failures are the issuer's problem (503); everything else is a bad token (401). */
function isIssuerFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return !(error instanceof errors.JOSEError);
}

/**
 * Verifies ID tokens against the issuer's published keys. Discovery and the key set are fetched
 * once and cached (jose refetches the key set when a token names an unknown key id).
 */
export function createIdTokenVerifier({ issuer, clientId, timeoutMs = DEFAULT_TIMEOUT_MS }: Options): IdTokenVerifier {
  let keySet: Promise<KeySet> | null = null;
  const keys = () => {
    keySet ??= discover(issuer, timeoutMs).catch((error: unknown) => {
      keySet = null; // retry the discovery on the next sign-in
      throw error;
    });
    return keySet;
  };

  return {
    verify: async (idToken) => {
      const published = await keys().catch(() => {
        throw unavailable();
      });
      try {
        const { payload } = await jwtVerify(idToken, published.jwks, {
          issuer: published.issuer,
          audience: clientId,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        return toClaims(payload, clientId);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (isIssuerFailure(error)) throw unavailable();
        throw new AppError('UNAUTHORIZED', AUTH_ERRORS.idTokenClaims);
      }
    },
  };
}
