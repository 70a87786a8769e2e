import type { FastifyPluginAsync } from 'fastify';
import { createSubscriptionStatusRepository } from './subscription-status.repository';
import { subscriptionStatusRoutes } from './subscription-status.routes';
import { createSubscriptionStatusService } from './subscription-status.service';

export { createSubscriptionStatusRepository, type SubscriptionStatusRepository } from './subscription-status.repository';
export { createSubscriptionStatusService, type SubscriptionStatusService } from './subscription-status.service';
export { endedByCancel } from './subscription-status';

export const subscriptionStatusModule: FastifyPluginAsync = async (app) => {
  const service = createSubscriptionStatusService({ repository: createSubscriptionStatusRepository(app.db) });
  await app.register(subscriptionStatusRoutes, { service });
};
