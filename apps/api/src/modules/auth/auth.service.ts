import { randomUUID } from 'node:crypto';
import { AppError, AUTH_ERRORS, ROLES, type Locale } from '@chairly/shared';
import type { RevokedSessions } from '../../db/revoked-sessions';
import type { ApiTokens } from '../../lib/api-token';
import type { IdTokenClaims, IdTokenVerifier } from './id-token-verifier';
import type { IdentityRepository, NewIdentity, StylistIdentity } from './identity.repository';
import { generateRefreshToken, hashRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token';
import type { RefreshTokensRepository, SessionOwner } from './refresh-tokens.repository';

type Deps = {
  idTokens: IdTokenVerifier;
  apiTokens: Pick<ApiTokens, 'sign'>;
  identities: Pick<
    IdentityRepository,
    'findOrCreateStylist' | 'findStylistById' | 'findOrCreateCustomerAccount' | 'findCustomerAccountById'
  >;
  refreshTokens: Pick<RefreshTokensRepository, 'create' | 'rotate' | 'revokeFamily'>;
  /** This instance's view of revoked sessions: told at once of the revocations made here. */
  sessions: Pick<RevokedSessions, 'revoked'>;
  now?: () => Date;
};

/** What sign-in and refresh hand the route: the API token for the body, the refresh token for the cookie. */
export type IssuedSession = { userToken: string; refreshToken: string };

const refreshFailed = () => new AppError('UNAUTHORIZED', AUTH_ERRORS.refresh);

/**
 * A refusal of a token rotated moments ago (two tabs on different hosts racing): the browser holds
 * the successor already, so its cookies must be left alone. Same answer as any refusal.
 */
export class SupersededRefresh extends AppError {
  constructor() {
    super('UNAUTHORIZED', AUTH_ERRORS.refresh);
  }
}

function toIdentity(claims: IdTokenClaims, locale: Locale | undefined): NewIdentity {
  return {
    authSubject: claims.sub,
    email: claims.email,
    name: claims.givenName,
    lastname: claims.familyName,
    emailVerified: claims.emailVerified,
    ...(locale ? { locale } : {}),
  };
}

function newToken(now: Date) {
  const token = generateRefreshToken();
  return { token, issued: { tokenHash: hashRefreshToken(token), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) } };
}

export function createAuthService({ idTokens, apiTokens, identities, refreshTokens, sessions, now = () => new Date() }: Deps) {
  const stylistToken = (stylist: StylistIdentity, sid: string) =>
    apiTokens.sign({ sub: stylist.authSubject, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, sid });
  const customerToken = (account: { id: number }, sub: string, sid: string) =>
    apiTokens.sign({ sub, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: account.id, sid });

  /** A new refresh-token family: the session the API tokens name in their `sid` claim. */
  async function startSession(owner: SessionOwner) {
    const { token, issued } = newToken(now());
    const familyId = randomUUID();
    await refreshTokens.create({ ...issued, ...owner, familyId });
    return { familyId, refreshToken: token };
  }

  return {
    /**
     * ID token → the stylist (created on first sign-in, in the browser's `language`), an API token
     * and a new session.
     */
    async verifyStylist(idToken: string, language?: Locale): Promise<IssuedSession> {
      const stylist = await identities.findOrCreateStylist(toIdentity(await idTokens.verify(idToken), language));
      const { familyId, refreshToken } = await startSession({ stylistId: stylist.id });
      return { userToken: await stylistToken(stylist, familyId), refreshToken };
    },

    /** Customers get a session too: their API token lives in one tab's memory (issue #28). */
    async verifyCustomer(idToken: string, language?: Locale): Promise<IssuedSession> {
      const claims = await idTokens.verify(idToken);
      const account = await identities.findOrCreateCustomerAccount(toIdentity(claims, language));
      const { familyId, refreshToken } = await startSession({ customerAccountId: account.id });
      return { userToken: await customerToken(account, claims.sub, familyId), refreshToken };
    },

    /** Rotates the refresh token; the API token is built from the account as stored now (subdomain). */
    async refresh(refreshToken: string): Promise<IssuedSession> {
      const at = now();
      const { token, issued } = newToken(at);
      const result = await refreshTokens.rotate(hashRefreshToken(refreshToken), issued, at);
      if (result.verdict === 'reused' && result.familyId) sessions.revoked(result.familyId);
      if (result.verdict === 'superseded') throw new SupersededRefresh();
      if ((result.verdict !== 'valid' && result.verdict !== 'reissue') || result.familyId === null) throw refreshFailed();
      if (result.stylistId !== null) {
        const stylist = await identities.findStylistById(result.stylistId);
        if (!stylist) throw refreshFailed();
        return { userToken: await stylistToken(stylist, result.familyId), refreshToken: token };
      }
      const account = result.customerAccountId === null ? undefined : await identities.findCustomerAccountById(result.customerAccountId);
      if (!account) throw refreshFailed();
      return { userToken: await customerToken(account, account.authSubject, result.familyId), refreshToken: token };
    },

    /** Revokes the session an API token names: its refresh tokens and every API token it issued. */
    async logout(sessionId: string | undefined): Promise<void> {
      if (!sessionId) return;
      await refreshTokens.revokeFamily(sessionId, now());
      sessions.revoked(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
