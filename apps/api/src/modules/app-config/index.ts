import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env';
import { appConfigRoutes } from './app-config.routes';

export const appConfigModule: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(appConfigRoutes, {
    appConfig: {
      baseDomain: config.baseDomain,
      publicProtocol: config.publicProtocol,
      publicPort: config.publicPort,
      oidc: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
      paymentProvider: config.payments.provider,
    },
  });
};
