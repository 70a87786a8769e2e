import { paymentAccountStatusSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import type { PaymentAccountsService } from './payment-accounts.service';

const paramsSchema = z.object({ provider: z.string().min(1).max(40) });

type Options = { service: PaymentAccountsService; refresh?: (stylistId: number) => Promise<void> };

export const paymentAccountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, refresh }) => {
  app.get(
    '/api/stylist/:provider/account',
    {
      // Issue #34: the owner connects it (onboarding); a manager reads its status (the policies need it).
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags: ['settings'],
        summary: "The signed-in stylist's card payment account (connected, charges enabled)",
        params: paramsSchema,
        response: { 200: paymentAccountStatusSchema },
      },
    },
    async (request) => {
      const { stylistId } = stylistOf(request);
      // A no-op unless an onboarding is under way at the active gateway.
      await refresh?.(stylistId);
      return service.statusFor(stylistId, request.params.provider);
    },
  );
};
