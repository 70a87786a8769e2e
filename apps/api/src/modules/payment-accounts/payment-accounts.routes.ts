import { paymentAccountStatusSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { PaymentAccountsService } from './payment-accounts.service';

const paramsSchema = z.object({ provider: z.string().min(1).max(40) });

export const paymentAccountsRoutes: FastifyPluginAsyncZod<{ service: PaymentAccountsService }> = async (app, { service }) => {
  app.get(
    '/api/stylist/:provider/account',
    {
      preHandler: app.requireStylist,
      schema: {
        tags: ['settings'],
        summary: "The signed-in stylist's card payment account (connected, charges enabled)",
        params: paramsSchema,
        response: { 200: paymentAccountStatusSchema },
      },
    },
    async (request) => service.statusFor(stylistOf(request).stylistId, request.params.provider),
  );
};
