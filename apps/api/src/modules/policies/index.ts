import type { FastifyPluginAsync } from 'fastify';
import { createPaymentAccounts, type PaymentProviderName } from '../payment-accounts/index';
import { createStylistSettings } from '../stylist-settings/index';
import { createPoliciesRepository } from './policies.repository';
import { policiesRoutes } from './policies.routes';
import { createPoliciesService } from './policies.service';

export { createPoliciesRepository } from './policies.repository';

export const policiesModule: FastifyPluginAsync<{ provider: PaymentProviderName }> = async (app, { provider }) => {
  await app.register(policiesRoutes, {
    service: createPoliciesService(createPoliciesRepository(app.db), createPaymentAccounts(app.db, provider)),
    siteStylist: createStylistSettings(app.db).siteStylist,
  });
};
