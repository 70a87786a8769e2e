import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhookService } from './webhook.service';

/** POST /api/payments/webhook: the signature is computed over the raw bytes, so this route alone keeps them. */
export const webhookRoutes: FastifyPluginAsyncZod<{ service: WebhookService }> = async (
  app,
  { service },
) => {
  // Encapsulated: the raw-body parser applies to the routes of this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/api/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment provider events (Stripe-Signature verified, deduplicated by event id)',
        response: {
          200: z.object({
            received: z.literal(true),
            duplicate: z.boolean(),
            /** Signed by the other endpoint's secret than its type belongs to: not acted on. */
            ignored: z.literal(true).optional(),
          }),
        },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const receipt = await service.handle(body, Array.isArray(signature) ? signature[0] : signature);
      // A dashboard set-up slip (an event type subscribed on the wrong endpoint) shows in the log.
      if (receipt.ignored) request.log.warn('webhook event signed by the other endpoint: ignored');
      return receipt;
    },
  );
};
