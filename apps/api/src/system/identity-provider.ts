import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';

export type IdentityProvider = { close: () => Promise<void> };

/**
 * Starts the dev OpenID provider (DESIGN §1) when OIDC_ISSUER is unset, on IDP_PORT, with its
 * data in the same PostgreSQL. Hook for the identity-provider work: it will call `startIdp`
 * from `@chairly/idp` here and return its `close`.
 */
export async function startIdentityProvider(
  config: Config,
  _databaseUrl: string,
  logger: FastifyBaseLogger,
): Promise<IdentityProvider | null> {
  if (config.oidc.external) return null;
  logger.warn('dev identity provider: not yet wired');
  return null;
}
