import { AppError, MAX_WEBHOOKS, type WebhookCreate, type WebhookCreated } from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import { newWebhookSecret } from './signature';
import { urlProblem, type UrlPolicy } from './url-policy';
import type { DeliveryRow, EndpointRow, WebhooksRepository } from './webhooks.repository';

const CONTEXT = '/api/contexts/Webhook';
const notFound = () => new AppError('NOT_FOUND', 'Webhook not found');

const toWebhook = (row: EndpointRow) => ({
  '@id': `/api/webhooks/${row.id}`,
  '@type': 'Webhook' as const,
  id: row.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (endpointId: number) => (row: DeliveryRow) => ({
  '@id': `/api/webhooks/${endpointId}/deliveries/${row.id}`,
  '@type': 'WebhookDelivery' as const,
  id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  responseCode: row.responseCode,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export function createWebhooksService({ repository, policy }: { repository: WebhooksRepository; policy: UrlPolicy }) {
  return {
    async list(stylistId: number) {
      const rows = await repository.list(stylistId);
      return hydraCollection({ context: CONTEXT, id: '/api/webhooks', members: rows.map(toWebhook), total: rows.length });
    },
    async create(stylistId: number, input: WebhookCreate): Promise<WebhookCreated> {
      const problem = urlProblem(input.url, policy);
      if (problem) throw new AppError('VALIDATION', 'Validation failed', { url: problem });
      const secret = newWebhookSecret();
      const row = await repository.insertWithin(stylistId, { url: input.url, events: input.events, secret }, MAX_WEBHOOKS);
      if (!row) throw new AppError('BUSINESS_RULE', `At most ${MAX_WEBHOOKS} webhooks`);
      return { ...toWebhook(row), secret };
    },
    async remove(stylistId: number, id: number) {
      if (!(await repository.remove(stylistId, id))) throw notFound();
    },
    async deliveries(stylistId: number, endpointId: number, page: { limit: number; offset: number }) {
      if (!(await repository.exists(stylistId, endpointId))) throw notFound();
      const { rows, total } = await repository.deliveries(stylistId, endpointId, page);
      return hydraCollection({ context: '/api/contexts/WebhookDelivery', id: `/api/webhooks/${endpointId}/deliveries`, members: rows.map(toDelivery(endpointId)), total });
    },
    async resend(stylistId: number, endpointId: number, deliveryId: number) {
      const outcome = await repository.resend(stylistId, endpointId, deliveryId);
      if (outcome === 'missing') throw new AppError('NOT_FOUND', 'Delivery not found');
      if (outcome === 'busy') throw new AppError('CONFLICT', 'This delivery is being sent right now');
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
