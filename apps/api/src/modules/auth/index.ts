import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createIdTokenVerifier } from './id-token-verifier';
import { createIdentityRepository } from './identity.repository';
import { languageRoutes } from './language.routes';
import { createMembersRepository } from './members.repository';
import { createRefreshTokensRepository } from './refresh-tokens.repository';

export const authModule: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const identities = createIdentityRepository(app.db);
  const service = createAuthService({
    idTokens: createIdTokenVerifier({ issuer: config.oidc.issuer, clientId: config.oidc.clientId }),
    apiTokens: app.apiTokens,
    identities,
    members: createMembersRepository(app.db),
    refreshTokens: createRefreshTokensRepository(app.db),
    sessions: app.revokedSessions,
  });
  await app.register(authRoutes, {
    service,
    cookies: { baseDomain: config.baseDomain, secure: config.publicProtocol === 'https' },
  });
  await app.register(languageRoutes, { identities });
};

/** For the members module (issue #34): deactivating a member ends her sessions. */
export { revokeMemberSessions } from './member-sessions';
export { hashRefreshToken } from './refresh-token';
