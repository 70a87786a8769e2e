import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createBillingGateway,
  createSandboxBillingRepository,
  type BillingGateway,
  type BillingSettings,
  type BillingWebhookEvent,
} from '../../gateways/billing/index';
import { createSubscriptionStatusRepository, createSubscriptionStatusService } from '../subscription-status/index';
import { enqueueNotification } from '../notifications/index';
import { createBillingEventHandler } from './billing-events';
import { createPromoCodesService } from './promo-codes.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { createSandboxCheckoutService } from './sandbox-checkout.service';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';

export { createBillingEventHandler, type BillingEventHandler } from './billing-events';
export { BILLING_EVENT_TYPES, isBillingEventType } from '../../gateways/billing/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscription webhooks (stripe mode): the payments webhook route dispatches customer.subscription.* and invoice.payment_failed here. */
    handleBillingEvent: (event: BillingWebhookEvent) => Promise<boolean>;
  }
}

export type SubscriptionsModuleOptions = { billing: BillingSettings; baseDomain: string; trialDays: number };

type RoutesOptions = Omit<SubscriptionsModuleOptions, 'billing'> & { repository: ReturnType<typeof createSubscriptionsRepository>; gateway: BillingGateway };

const routes: FastifyPluginAsync<RoutesOptions> = async (app, { baseDomain, trialDays, repository, gateway }) => {
  const status = createSubscriptionStatusService({ repository: createSubscriptionStatusRepository(app.db) });
  await app.register(subscriptionsRoutes, {
    subscriptions: createSubscriptionsService({ gateway, repository, status, baseDomain, trialDays }),
    promoCodes: createPromoCodesService({ gateway, repository, status }),
  });
  if (gateway.provider === 'sandbox') {
    const service = createSandboxCheckoutService({ sandbox: createSandboxBillingRepository(app.db), repository });
    await app.register(sandboxCheckoutRoutes, { service });
  }
};

/** Plans, checkout, trial and discount codes; decorates the app with the billing webhook handler. */
export const subscriptionsModule = fp<SubscriptionsModuleOptions>(
  async (app, options) => {
    const repository = createSubscriptionsRepository(app.db);
    const gateway = createBillingGateway(options.billing, app.db);
    app.decorate(
      'handleBillingEvent',
      createBillingEventHandler({
        repository,
        gateway,
        // Stripe's notice three days ahead; the daily trial check covers the sandbox (same delivery key, sent once).
        onTrialWillEnd: async (stylistId, trialEndsAt) => {
          if (trialEndsAt)
            await enqueueNotification(app.db, { kind: 'subscription.trial-ending', stylistId, trialEndsAt: trialEndsAt.toISOString() });
        },
      }),
    );
    await app.register(routes, { baseDomain: options.baseDomain, trialDays: options.trialDays, repository, gateway });
  },
  { name: 'subscriptions' },
);
