import { hostOrigin } from '@chairly/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { retryingConflicts } from '../../db/transactions';
import type { PaymentGateway } from '../../gateways/payments/index';
import { appointmentPaymentsRoutes } from './appointment-payments.routes';
import { createChargeDriver } from './charge-driver';
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
import { documentErrors } from '../../plugins/openapi-errors';
import type { AccountHolder } from '../payment-accounts/index';

export type { SubscriptionEventHandler } from './webhook.service';
export { createChargeOnTransition } from './charge-on-transition';
/** The sweeps' lease statement, for the check of its plan (partial index, migration 0025). */
export { leaseStatement } from './lease';
/** The deposit sweep's lease statement, for the check of its plan (partial index, migration 0032). */
export { abandonedDepositsStatement } from './deposits.repository';

/**
 * The payment services, built once by the composition root (src/composition.ts) for the API and
 * the job runner: the one charge driver, the fees and checkout on it, the deposits on it.
 */
export function createPaymentServices(
  db: Db,
  gateway: PaymentGateway,
  config: { applicationFeePercent: number; defaultCurrency: string },
) {
  const chargesRepository = createChargesRepository(db);
  const depositsRepository = createDepositsRepository(db);
  const driver = createChargeDriver({
    repository: chargesRepository,
    gateway,
    applicationFeePercent: config.applicationFeePercent,
    defaultCurrency: config.defaultCurrency,
  });
  return {
    driver,
    /** Fees and checkout (the appointments module's ChargeOnTransition port, the payment routes). */
    charges: createChargesService({
      repository: chargesRepository,
      driver,
      gatewayName: gateway.name,
      defaultCurrency: config.defaultCurrency,
      deposits: depositsRepository,
    }),
    /** Deposits (issue #20): the booking, cancellation and appointments modules' Deposits port. */
    deposits: createDepositsService({ charges: chargesRepository, deposits: depositsRepository, driver, gateway }),
  };
}
export type PaymentServices = ReturnType<typeof createPaymentServices>;

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
): (holder: AccountHolder) => Promise<void> {
  return stylistAccounts(db, gateway, config).refresh;
}

type Options = {
  config: Config;
  gateway: PaymentGateway;
  /** Built once by the composition root. */
  services: Pick<PaymentServices, 'charges' | 'deposits'>;
  onSubscriptionEvent?: SubscriptionEventHandler;
};

export const paymentsModule: FastifyPluginAsync<Options> = async (
  app,
  { config, gateway, services, onSubscriptionEvent },
) => {
  // The payment rules: 422; a declined card: 402; the provider unreachable: 503.
  documentErrors(app, [402, 422, 503], { writesOnly: true });
  const cardsRepository = createCustomerCardsRepository(app.db);
  const cards = createCustomerCardsService({
    repository: cardsRepository,
    gateway,
    publishableKey: config.payments.stripe?.publishableKey,
  });
  await app.register(stylistPaymentsRoutes, { service: stylistAccounts(app.db, gateway, config) });
  await app.register(customerPaymentsRoutes, { service: cards });
  await app.register(appointmentPaymentsRoutes, {
    service: services.charges,
    deposits: services.deposits,
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
