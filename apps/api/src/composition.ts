import { normalizeCurrency } from '@chairly/shared';
import type { Config } from './config/env';
import type { Db } from './db/client';
import type { StylistChanges } from './db/stylist-changes';
import { createPaymentGateway, type PaymentGateway } from './gateways/payments/index';
import { createAvailability } from './modules/availability/index';
import { createChargeOnTransition, createPaymentServices } from './modules/payments/index';

/**
 * The composition root (issue #30): the services that hold no request state are built here, once
 * per process, from the configuration, the database and the payment gateway, and handed to the
 * HTTP application (app.ts) and the job runner (jobs/job-runner.ts). `npm start` builds them once
 * for both; a separate worker (worker.ts) builds its own. Nothing is read from module state: the
 * deployment's currency (PAYMENT_CURRENCY, D33) is passed from here, through each module's options.
 * A service used by both sides is built here only; the modules receive it (docs/architecture.md §3).
 */
export function createServices({
  config,
  db,
  gateway,
  changes,
}: {
  config: Pick<Config, 'payments' | 'booking'>;
  db: Db;
  gateway?: PaymentGateway;
  /** The stylist change listener: with it the availability keeps slot lists (issue #22); a worker has none. */
  changes?: StylistChanges;
}) {
  const paymentGateway = gateway ?? createPaymentGateway(config.payments, db);
  const defaultCurrency = normalizeCurrency(config.payments.currency);
  const { minNoticeMinutes, horizonDays, slotStepMinutes } = config.booking;
  const payments = createPaymentServices(db, paymentGateway, {
    applicationFeePercent: config.payments.applicationFeePercent,
    defaultCurrency,
  });
  return {
    gateway: paymentGateway,
    /** The deployment's currency (upper case): a stylist's while her row has none. */
    defaultCurrency,
    /** The one charge driver; its sweep re-sends charges of every kind left pending. */
    chargeDriver: payments.driver,
    charges: payments.charges,
    deposits: payments.deposits,
    /** The checkout transition charges through the same once-only path as the checkout route. */
    chargeOnTransition: createChargeOnTransition(payments.charges),
    /**
     * The one availability service (issue #30): booking, series, closures and the waitlist (routes
     * and jobs) ask the same instance, so they share its kept slot lists. A kept list is dropped by
     * the database's change notifications (migration 0018's triggers), whoever wrote, so a write by
     * the waitlist, a series or another instance invalidates it as a booking's does.
     */
    availability: createAvailability(db, { defaults: { minNoticeMinutes, horizonDays, slotStepMinutes }, changes }),
    /** The listener the availability was built with (buildApp's database plugin shares it). */
    changes,
  };
}
export type Services = ReturnType<typeof createServices>;
