import type { FastifyPluginAsync } from 'fastify';
import { createPaymentAccounts, type PaymentProviderName } from '../payment-accounts/index';
import { createStylistSettings } from '../stylist-settings/index';
import { createPoliciesRepository } from './policies.repository';
import { policiesRoutes } from './policies.routes';
import { createPoliciesService } from './policies.service';
import { documentErrors } from '../../plugins/openapi-errors';

export { createPoliciesRepository } from './policies.repository';

export const policiesModule: FastifyPluginAsync<{ provider: PaymentProviderName }> = async (app, { provider }) => {
  // Not a stylist's host (the customer's view): 404; the policy rules: 422.
  documentErrors(app, [404]);
  documentErrors(app, [422], { writesOnly: true });
  await app.register(policiesRoutes, {
    service: createPoliciesService(createPoliciesRepository(app.db), createPaymentAccounts(app.db, provider)),
    siteStylist: createStylistSettings(app.db).siteStylist,
  });
};
