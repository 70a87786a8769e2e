import { subscriptionStatusResponseSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { SubscriptionStatusService } from './subscription-status.service';

export const subscriptionStatusRoutes: FastifyPluginAsyncZod<{ service: SubscriptionStatusService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/subscription/stylist',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['subscription'],
        summary: "The signed-in stylist's subscription status (only 'active' counts as subscribed)",
        response: { 200: subscriptionStatusResponseSchema },
      },
    },
    async (request) => service.get(stylistOf(request).stylistId),
  );
};
