import { paymentAccountStatusSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, stylistOf } from '../../plugins/auth';
import type { AccountHolder } from './payment-accounts.repository';
import type { PaymentAccountsService } from './payment-accounts.service';

const paramsSchema = z.object({ provider: z.string().min(1).max(40) });

type Options = { service: PaymentAccountsService; refresh?: (holder: AccountHolder) => Promise<void> };

export const paymentAccountsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, refresh }) => {
  app.get(
    '/api/stylist/:provider/account',
    {
      // Issue #34: the owner connects it (onboarding); a manager reads its status (the policies need it).
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags: ['settings'],
        summary: "The business's card payment account (connected, charges enabled): the owner's",
        params: paramsSchema,
        response: { 200: paymentAccountStatusSchema },
      },
    },
    async (request) => {
      const holder = { stylistId: stylistOf(request).stylistId, memberId: null };
      // A no-op unless an onboarding is under way at the active gateway.
      await refresh?.(holder);
      return service.statusFor(holder, request.params.provider);
    },
  );
  app.get(
    '/api/stylist/:provider/member-account',
    {
      // D66: every member reads her own payout account; the owner's is the business's.
      onRequest: app.requireStylist,
      schema: {
        tags: ['settings'],
        summary: "The signed-in member's own card payment account (the owner's: the business's)",
        params: paramsSchema,
        response: { 200: paymentAccountStatusSchema },
      },
    },
    async (request) => {
      const holder = holderOf(request);
      await refresh?.(holder);
      return service.statusFor(holder, request.params.provider);
    },
  );
};

/** The caller's own account: hers, or the business's for the owner (and for tokens without a member). */
export function holderOf(request: Parameters<typeof stylistOf>[0]): AccountHolder {
  const { memberId, role } = memberOf(request);
  return { stylistId: stylistOf(request).stylistId, memberId: role === 'owner' ? null : memberId };
}
