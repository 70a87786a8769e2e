import { randomUUID } from 'node:crypto';
import { AppError, AUTH_ERRORS, ROLES } from '@chairly/shared';
import type { ApiTokens } from '../../lib/api-token';
import type { IdTokenClaims, IdTokenVerifier } from './id-token-verifier';
import type { IdentityRepository, NewIdentity, StylistIdentity } from './identity.repository';
import { generateRefreshToken, hashRefreshToken, REFRESH_TOKEN_TTL_MS } from './refresh-token';
import type { RefreshTokensRepository } from './refresh-tokens.repository';

type Deps = {
  idTokens: IdTokenVerifier;
  apiTokens: Pick<ApiTokens, 'sign'>;
  identities: Pick<IdentityRepository, 'findOrCreateStylist' | 'findStylistById' | 'findOrCreateCustomerAccount'>;
  refreshTokens: Pick<RefreshTokensRepository, 'create' | 'rotate' | 'revokeFamilyOf'>;
  now?: () => Date;
};

const refreshFailed = () => new AppError('UNAUTHORIZED', AUTH_ERRORS.refresh);

function toIdentity(claims: IdTokenClaims): NewIdentity {
  return { authSubject: claims.sub, email: claims.email, name: claims.givenName, lastname: claims.familyName };
}

function newToken(now: Date) {
  const token = generateRefreshToken();
  return { token, issued: { tokenHash: hashRefreshToken(token), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS) } };
}

export function createAuthService({ idTokens, apiTokens, identities, refreshTokens, now = () => new Date() }: Deps) {
  const stylistToken = (stylist: StylistIdentity) =>
    apiTokens.sign({ sub: stylist.authSubject, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain });

  return {
    /** ID token → the stylist (created on first sign-in), an API token and a new refresh-token family. */
    async verifyStylist(idToken: string) {
      const stylist = await identities.findOrCreateStylist(toIdentity(await idTokens.verify(idToken)));
      const { token, issued } = newToken(now());
      await refreshTokens.create({ ...issued, familyId: randomUUID(), stylistId: stylist.id });
      return { userToken: await stylistToken(stylist), refreshToken: token };
    },

    async verifyCustomer(idToken: string) {
      const claims = await idTokens.verify(idToken);
      const account = await identities.findOrCreateCustomerAccount(toIdentity(claims));
      const userToken = await apiTokens.sign({
        sub: claims.sub,
        roles: [ROLES.customer],
        stylistId: null,
        subdomain: null,
        customerAccountId: account.id,
      });
      return { userToken };
    },

    /** Rotates the refresh token; the API token is built from the stylist as stored now (subdomain). */
    async refresh(refreshToken: string) {
      const at = now();
      const { token, issued } = newToken(at);
      const result = await refreshTokens.rotate(hashRefreshToken(refreshToken), issued, at);
      if (result.verdict !== 'valid' || result.stylistId === null) throw refreshFailed();
      const stylist = await identities.findStylistById(result.stylistId);
      if (!stylist) throw refreshFailed();
      return { success: true as const, userToken: await stylistToken(stylist), refreshToken: token };
    },

    async logout(refreshToken: string | undefined): Promise<void> {
      if (refreshToken) await refreshTokens.revokeFamilyOf(hashRefreshToken(refreshToken), now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
