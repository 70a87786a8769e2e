import { hostOrigin } from '@chairly/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { retryingConflicts } from '../../db/transactions';
import { stylistCurrency } from '../../lib/stylist-currency';
import type { PaymentGateway } from '../../gateways/payments/index';
import { appointmentPaymentsRoutes } from './appointment-payments.routes';
import { createChargesRepository } from './charges.repository';
import { createChargesService } from './charges.service';
import { createCustomerCardsRepository } from './customer-cards.repository';
import { createCustomerCardsService } from './customer-cards.service';
import { createDepositsRepository } from './deposits.repository';
import { createDepositsService } from './deposits.service';
import { customerPaymentsRoutes } from './customer-payments.routes';
import { createStylistAccountsRepository } from './stylist-accounts.repository';
import { createStylistAccountsService } from './stylist-accounts.service';
import { stylistPaymentsRoutes } from './stylist-payments.routes';
import { createWebhookEventsRepository } from './webhook-events.repository';
import { webhookRoutes } from './webhook.routes';
import {
  createWebhookService,
  type SubscriptionEventHandler,
  type WebhookEffects,
} from './webhook.service';

export type { SubscriptionEventHandler } from './webhook.service';
export { createChargeOnTransition } from './charge-on-transition';

/** The charges service on its own (the appointments module's ChargeOnTransition port; the job runner re-sends stale pending charges). */
export function createAppointmentCharges(db: Db, gateway: PaymentGateway, config: Pick<Config, 'payments'>) {
  return createChargesService({
    repository: createChargesRepository(db),
    gateway,
    currencyOf: (stylistId: number) => stylistCurrency(db, stylistId),
    applicationFeePercent: config.payments.applicationFeePercent,
    deposits: createDepositsRepository(db),
  });
}

/** Deposits (issue #20): the booking, cancellation and appointments modules' Deposits port. */
export function createAppointmentDeposits(db: Db, gateway: PaymentGateway, config: Pick<Config, 'payments'>) {
  return createDepositsService({
    charges: createChargesRepository(db),
    deposits: createDepositsRepository(db),
    gateway,
    currencyOf: (stylistId: number) => stylistCurrency(db, stylistId),
    applicationFeePercent: config.payments.applicationFeePercent,
  });
}

/**
 * The webhook's effects on one transaction: the event record, the payment tables and the
 * subscription module's handler all write through `db`, so they commit or roll back together.
 */
function webhookEffects(
  db: Db,
  gateway: PaymentGateway,
  onSubscriptionEvent: SubscriptionEventHandler | undefined,
): WebhookEffects {
  const cardsRepository = createCustomerCardsRepository(db);
  return {
    events: createWebhookEventsRepository(db),
    accounts: createStylistAccountsRepository(db),
    customers: cardsRepository,
    cards: createCustomerCardsService({ repository: cardsRepository, gateway, publishableKey: undefined }),
    charges: createChargesRepository(db),
    refunds: createDepositsRepository(db),
    ...(onSubscriptionEvent ? { onSubscriptionEvent: (event) => onSubscriptionEvent(event, db) } : {}),
  };
}

export const PAYMENT_TAB_PATH = '/apps/stylist/setting?activeTab=payment';

function stylistAccounts(db: Db, gateway: PaymentGateway, config: Config) {
  const location = {
    protocol: config.publicProtocol,
    baseDomain: config.baseDomain,
    port: config.publicPort,
  };
  return createStylistAccountsService({
    repository: createStylistAccountsRepository(db),
    gateway,
    paymentTabUrl: (subdomain) => `${hostOrigin(subdomain, location)}${PAYMENT_TAB_PATH}`,
  });
}

/**
 * For GET /api/stylist/{provider}/account: re-reads the stylist's account from the gateway while an
 * onboarding is under way, so returning from the provider's pages shows the real state.
 */
export function createPaymentAccountRefresher(
  db: Db,
  gateway: PaymentGateway,
  config: Config,
): (stylistId: number) => Promise<void> {
  return stylistAccounts(db, gateway, config).refresh;
}

type Options = {
  config: Config;
  gateway: PaymentGateway;
  onSubscriptionEvent?: SubscriptionEventHandler;
};

export const paymentsModule: FastifyPluginAsync<Options> = async (
  app,
  { config, gateway, onSubscriptionEvent },
) => {
  const cardsRepository = createCustomerCardsRepository(app.db);
  const cards = createCustomerCardsService({
    repository: cardsRepository,
    gateway,
    publishableKey: config.payments.stripe?.publishableKey,
  });
  await app.register(stylistPaymentsRoutes, { service: stylistAccounts(app.db, gateway, config) });
  await app.register(customerPaymentsRoutes, { service: cards });
  await app.register(appointmentPaymentsRoutes, {
    service: createAppointmentCharges(app.db, gateway, config),
    deposits: createAppointmentDeposits(app.db, gateway, config),
  });
  await app.register(webhookRoutes, {
    service: createWebhookService({
      gateway,
      // A transaction is the repositories' Db for queries (it lacks only the pool's $client, which
      // they never use); a serialization failure or deadlock runs the whole handling again.
      inTransaction: (work) =>
        retryingConflicts(() =>
          app.db.transaction((tx) =>
            work(webhookEffects(tx as unknown as Db, gateway, onSubscriptionEvent)),
          ),
        ),
    }),
  });
};
