import { onboardingLinkSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import { holderOf } from '../payment-accounts/index';
import type { StylistAccountsService } from './stylist-accounts.service';

const paramsSchema = z.object({ provider: z.string().min(1).max(40) });

export const stylistPaymentsRoutes: FastifyPluginAsyncZod<{
  service: StylistAccountsService;
}> = async (app, { service }) => {
  app.post(
    '/api/stylist/:provider/onboarding',
    {
      // Issue #34: payouts are the owner's alone.
      onRequest: [app.requireStylist, app.requireMemberRole('owner')],
      schema: {
        tags: ['payments'],
        summary:
          "Start (or resume) onboarding of the stylist's card payment account; the browser goes to `url`",
        params: paramsSchema,
        response: { 200: onboardingLinkSchema },
      },
    },
    async (request) =>
      service.startOnboarding({ stylistId: stylistOf(request).stylistId, memberId: null }, request.params.provider),
  );
  app.post(
    '/api/stylist/:provider/member-account/onboarding',
    {
      // D66: every member may connect her own payout account (the owner's is the business's).
      onRequest: app.requireStylist,
      schema: {
        tags: ['payments'],
        summary:
          "Start (or resume) onboarding of the signed-in member's own card payment account; the browser goes to `url`",
        params: paramsSchema,
        response: { 200: onboardingLinkSchema },
      },
    },
    async (request) => service.startOnboarding(holderOf(request), request.params.provider),
  );
};
