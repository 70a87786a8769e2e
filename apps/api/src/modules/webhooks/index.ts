import type { FastifyPluginAsync } from 'fastify';
import type { UrlPolicy } from './url-policy';
import { createWebhooksRepository } from './webhooks.repository';
import { webhooksRoutes } from './webhooks.routes';
import { createWebhooksService } from './webhooks.service';

export { fanOutWebhooks, webhookEventOf } from './fan-out';
export { createWebhookDelivery, postWebhook, WEBHOOK_TIMEOUT_MS, type WebhookDeliver } from './delivery';
export { signatureHeader, verifySignature } from './signature';
export { addressAllowed, urlProblem, type UrlPolicy } from './url-policy';

/** Loopback receivers are for development and test only (D47). */
export const urlPolicyFor = (nodeEnv: 'development' | 'test' | 'production'): UrlPolicy => ({ allowLoopback: nodeEnv !== 'production' });

export const webhooksModule: FastifyPluginAsync<{ policy: UrlPolicy }> = async (app, { policy }) => {
  await app.register(webhooksRoutes, { service: createWebhooksService({ repository: createWebhooksRepository(app.db), policy }) });
};
