import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import {
  createBillingGateway,
  createSandboxBillingRepository,
  type BillingGateway,
  type BillingSettings,
  type BillingWebhookEvent,
} from '../../gateways/billing/index';
import { stylistCurrency, type DeploymentCurrency } from '../../lib/stylist-currency';
import { createSubscriptionStatusRepository, createSubscriptionStatusService } from '../subscription-status/index';
import { enqueueNotification } from '../notifications/index';
import { createBillingEventHandler } from './billing-events';
import { createPromoCodesService } from './promo-codes.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { createSandboxCheckoutService } from './sandbox-checkout.service';
import { sandboxPortalRoutes } from './sandbox-portal.routes';
import { createSandboxPortalService } from './sandbox-portal.service';
import { createSubscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import { createSubscriptionsService } from './subscriptions.service';
import { createSeatsService } from './seats.service';
import { documentErrors } from '../../plugins/openapi-errors';

export { createBillingEventHandler, type BillingEventHandler } from './billing-events';

/** D67: the job runner's seats sync (a `billing.seats-changed` event's job), on the active billing provider. */
export function createSeatsSync(db: Db, billing: BillingSettings) {
  return createSeatsService({ gateway: createBillingGateway(billing, db), repository: createSubscriptionsRepository(db) });
}
export { BILLING_EVENT_TYPES, isBillingEventType } from '../../gateways/billing/index';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Subscription webhooks (stripe mode): the payments webhook route dispatches customer.subscription.*
     * and invoice.payment_failed here, with `db` the transaction that records the event, so the
     * effects commit with the record or not at all. Without `db` it writes through the pool.
     */
    handleBillingEvent: (event: BillingWebhookEvent, db?: Db) => Promise<boolean>;
  }
}

export type SubscriptionsModuleOptions = DeploymentCurrency & {
  billing: BillingSettings;
  baseDomain: string;
  trialDays: number;
  /** Promo-code attempts (checked or applied, found or not) per account and per address an hour. */
  promoCodeAttemptsPerHour: number;
};

type RoutesOptions = Omit<SubscriptionsModuleOptions, 'billing'> & { repository: ReturnType<typeof createSubscriptionsRepository>; gateway: BillingGateway };

const routes: FastifyPluginAsync<RoutesOptions> = async (app, { baseDomain, trialDays, promoCodeAttemptsPerHour, repository, gateway, defaultCurrency }) => {
  // The trial and promo-code rules: 422.
  documentErrors(app, [422], { writesOnly: true });
  const status = createSubscriptionStatusService({ repository: createSubscriptionStatusRepository(app.db) });
  const currencyOf = (stylistId: number) => stylistCurrency(app.db, stylistId, defaultCurrency);
  const subscriptions = createSubscriptionsService({ gateway, repository, status, baseDomain, trialDays, currencyOf, defaultCurrency });
  await app.register(subscriptionsRoutes, {
    subscriptions,
    promoCodes: createPromoCodesService({ gateway, repository, status, plansFor: subscriptions.listPlans }),
    promoCodeAttemptsPerHour,
  });
  if (gateway.provider === 'sandbox') {
    const sandbox = createSandboxBillingRepository(app.db);
    await app.register(sandboxCheckoutRoutes, { service: createSandboxCheckoutService({ sandbox, repository }) });
    const portal = createSandboxPortalService({ sandbox, repository, subscriptions: createSubscriptionStatusRepository(app.db) });
    await app.register(sandboxPortalRoutes, { service: portal });
  }
};

/** Plans, checkout, trial, discount codes and the billing portal; decorates the app with the billing webhook handler. */
export const subscriptionsModule = fp<SubscriptionsModuleOptions>(
  async (app, options) => {
    const repository = createSubscriptionsRepository(app.db);
    const gateway = createBillingGateway(options.billing, app.db);
    const handlerOn = (db: Db) =>
      createBillingEventHandler({
        repository: createSubscriptionsRepository(db),
        gateway,
        // Stripe's notice three days ahead; the daily trial check covers the sandbox (same delivery key, sent once).
        onTrialWillEnd: async (stylistId, trialEndsAt) => {
          if (trialEndsAt)
            await enqueueNotification(db, { kind: 'subscription.trial-ending', stylistId, trialEndsAt: trialEndsAt.toISOString() });
        },
        onSeatsOff: (stylistId) => enqueueNotification(db, { kind: 'billing.seats-changed', stylistId }),
      });
    const onPool = handlerOn(app.db);
    app.decorate('handleBillingEvent', (event: BillingWebhookEvent, db?: Db) => (db ? handlerOn(db) : onPool)(event));
    await app.register(routes, { baseDomain: options.baseDomain, trialDays: options.trialDays, promoCodeAttemptsPerHour: options.promoCodeAttemptsPerHour, defaultCurrency: options.defaultCurrency, repository, gateway });
  },
  { name: 'subscriptions' },
);
