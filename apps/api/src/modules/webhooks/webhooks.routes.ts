import { listQuerySchema, webhookCreatedSchema, webhookCreateSchema, webhookDeliveryListSchema, webhookListSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toLimitOffset } from '../../lib/hydra';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { WebhooksService } from './webhooks.service';

const tags = ['webhooks'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const params = z.object({ id });
const deliveryParams = z.object({ id, deliveryId: id });
const pageQuery = listQuerySchema(['createdAt']).pick({ page: true, itemsPerPage: true });

/** Issue #32 (3b): the signed-in stylist's outgoing webhooks and their delivery log (docs/api.md "Webhooks"). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ service: WebhooksService }> = async (app, { service }) => {
  // Issue #34: webhooks send the business's data out: the owner's alone.
  guardRoutes(app, app.requireMemberRole('owner'));

  app.get(
    '/api/webhooks',
    { schema: { tags, summary: 'Her webhook endpoints (the signing secret is never shown again)', response: { 200: webhookListSchema } } },
    async (request) => service.list(stylistOf(request).stylistId),
  );

  app.post(
    '/api/webhooks',
    {
      schema: {
        tags,
        summary: 'Register an endpoint for some events; the answer carries the signing secret, shown this once (https only; in development and test also http to loopback)',
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(stylistOf(request).stylistId, request.body)),
  );

  app.delete(
    '/api/webhooks/:id',
    { schema: { tags, summary: 'Delete an endpoint and its delivery log; nothing more is sent to it', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first: event, status, attempts, the receiver's last answer",
        params,
        querystring: pageQuery,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => service.deliveries(stylistOf(request).stylistId, request.params.id, toLimitOffset(request.query)),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/retry',
    {
      schema: {
        tags,
        summary: 'Send a delivery again (the same body, newly signed); 409 while an attempt is running',
        params: deliveryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.resend(stylistOf(request).stylistId, request.params.id, request.params.deliveryId);
      return reply.code(204).send(null);
    },
  );
};
