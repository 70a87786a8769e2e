import { hostOrigin, LOGIN_CALLBACK_PATH, LOGIN_CUSTOMER_CALLBACK_PATH } from '@chairly/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { createMailTransport } from '../gateways/mail/index';

export type IdentityProvider = { close: () => Promise<void> };

/**
 * Starts the dev OpenID provider (docs/architecture.md §1) while its sandbox is in effect (OIDC_ISSUER unset on a
 * local system, or SANDBOXES=identity), on IDP_PORT, with its
 * data (schema `idp`) in the same PostgreSQL. It knows one public client whose redirect URIs are
 * on the app host only, as a real provider would require. Its own e-mails (password reset, e-mail
 * confirmation) go through the API's mail transport: SMTP, else the dev outbox (/dev/outbox).
 */
export async function startIdentityProvider(
  config: Config,
  databaseUrl: string,
  logger: FastifyBaseLogger,
  db: Db,
): Promise<IdentityProvider | null> {
  if (!config.deployment.sandboxes.identity) return null;
  // Loaded only when used: an installation with a real issuer never loads the dev provider.
  const { startIdp } = await import('@chairly/idp');
  const location = { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort };
  const root = hostOrigin(null, location);
  const app = hostOrigin('app', location);
  const idpLogger = logger.child({ component: 'idp' });
  const mail = createMailTransport(config.notifications, db);
  const idp = await startIdp({
    issuer: config.oidc.issuer,
    port: config.idpPort,
    databaseUrl,
    dataDir: config.dataDir,
    seedDemoAccounts: config.deployment.demoAccounts,
    clients: [
      {
        clientId: config.oidc.clientId,
        redirectUris: [`${app}${LOGIN_CALLBACK_PATH}`, `${app}${LOGIN_CUSTOMER_CALLBACK_PATH}`],
        postLogoutRedirectUris: [`${root}/`, `${app}/`],
      },
    ],
    sendMail: (message) => mail.send(message),
    // The API erases an account there when a customer asks for all her data to go (D45).
    adminSecret: config.oidc.adminSecret,
    logger: {
      info: (fields, message) => idpLogger.info(fields, message),
      warn: (fields, message) => idpLogger.warn(fields, message),
      error: (fields, message) => idpLogger.error(fields, message),
    },
  });
  logger.info(`dev identity provider at ${idp.issuer}`);
  return {
    close: async () => {
      await idp.close();
      mail.close();
    },
  };
}
