import { randomUUID } from 'node:crypto';
import type { SubscriptionPlan } from '@chairly/shared';
import Stripe from 'stripe';
import type { BillingGateway } from '../billing-gateway';
import { toPlans, toPromo, toSubscriptionState } from './stripe-billing-mapping';

export type StripeBillingSettings = {
  secretKey: string;
  /** Another API server (a local stand-in in tests); unset fields mean api.stripe.com. */
  api?: { host?: string | undefined; port?: number | undefined; protocol?: 'http' | 'https' | undefined };
  maxNetworkRetries?: number;
  /** How long the plan list is reused before Stripe is asked again. */
  plansCacheMs?: number;
};

/** Stripe Billing: products/prices as plans, promotion codes, Checkout in subscription mode, card-less trials. */
export function createStripeBilling(settings: StripeBillingSettings, now: () => Date = () => new Date()): BillingGateway {
  const { host, port, protocol } = settings.api ?? {};
  const stripe = new Stripe(settings.secretKey, {
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    // Retries are safe: every mutating call below carries an idempotency key.
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Chairly' },
  });
  const cacheMs = settings.plansCacheMs ?? 60_000;
  let cached: { plans: Promise<SubscriptionPlan[]>; at: number } | null = null;

  async function fetchPlans() {
    const prices = await stripe.prices.list({ active: true, type: 'recurring', limit: 100, expand: ['data.product'] });
    return toPlans(prices.data);
  }

  return {
    provider: 'stripe',
    listPlans() {
      if (!cached || now().getTime() - cached.at > cacheMs) {
        const plans = fetchPlans();
        cached = { plans, at: now().getTime() };
        // A failed fetch is not cached.
        plans.catch(() => {
          cached = null;
        });
      }
      return cached.plans;
    },
    async findPromoCode(code) {
      const list = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] });
      const found = list.data[0];
      return found ? toPromo(found, now()) : null;
    },
    async ensureCustomer({ stylistId, email }, existing) {
      if (existing) return existing;
      const customer = await stripe.customers.create(
        { email, metadata: { stylistId: String(stylistId) } },
        { idempotencyKey: `billing-customer-${stylistId}` },
      );
      return customer.id;
    },
    async createCheckout({ stylistId, customerId, priceId, currency, quantity, promo, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          // The currency she was shown: without it Checkout may localise a Price that has currency_options.
          currency,
          ...(customerId ? { customer: customerId } : {}),
          client_reference_id: String(stylistId),
          // D67: priced per active member.
          line_items: [{ price: priceId, quantity }],
          // Stripe takes either a fixed discount or the code field on its page, not both.
          ...(promo ? { discounts: [{ promotion_code: promo.id }] } : { allow_promotion_codes: true }),
          subscription_data: { metadata: { stylistId: String(stylistId) } },
          metadata: { stylistId: String(stylistId) },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        { idempotencyKey: `billing-checkout-${randomUUID()}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },
    async createPortal({ customerId, returnUrl }) {
      if (!customerId) throw new Error('A Stripe portal session needs a customer');
      // Plan changes, cancelling and invoices happen on Stripe's page; the webhooks bring the result back.
      const session = await stripe.billingPortal.sessions.create(
        { customer: customerId, return_url: returnUrl },
        { idempotencyKey: `billing-portal-${randomUUID()}` },
      );
      return session.url;
    },
    async startTrial({ stylistId, customerId, priceId, currency, days, quantity }) {
      if (!customerId) throw new Error('A Stripe trial needs a customer');
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId, quantity }],
          currency,
          trial_period_days: days,
          // No card now: the trial cancels itself unless a payment method arrives before it ends.
          trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { stylistId: String(stylistId) },
        },
        { idempotencyKey: `billing-trial-${stylistId}` },
      );
      return toSubscriptionState(subscription);
    },
    async endTrialsReplacedBy({ customerId, subscriptionId }) {
      // Checkout makes a new subscription; the trial it replaces would otherwise run on until it
      // lapsed for want of a card. Other trials of this Chairly customer are this stylist's own.
      const trials = await stripe.subscriptions.list({ customer: customerId, status: 'trialing', limit: 10 });
      const replaced = trials.data.filter((trial) => trial.id !== subscriptionId);
      for (const trial of replaced) {
        try {
          await stripe.subscriptions.cancel(trial.id, {}, { idempotencyKey: `billing-replaced-${trial.id}` });
        } catch (error) {
          // Ended meanwhile (by Stripe or another delivery of the event): nothing left to do.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        }
      }
      return replaced.map((trial) => trial.id);
    },
    async updateQuantity({ subscriptionId, quantity }) {
      if (!subscriptionId) return;
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item || item.quantity === quantity) return;
      // A fresh key a change: the same count again later (3 → 4 → 3 → 4) is a change of its own.
      await stripe.subscriptions.update(
        subscriptionId,
        { items: [{ id: item.id, quantity }], proration_behavior: 'create_prorations' },
        { idempotencyKey: `billing-seats-${subscriptionId}-${randomUUID()}` },
      );
    },
    async applyPromoCode({ subscriptionId, promo }) {
      if (!subscriptionId) return false;
      try {
        await stripe.subscriptions.update(
          subscriptionId,
          { discounts: [{ promotion_code: promo.id }] },
          { idempotencyKey: `billing-promo-${subscriptionId}-${promo.id}` },
        );
        return true;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        throw error;
      }
    },
  };
}
