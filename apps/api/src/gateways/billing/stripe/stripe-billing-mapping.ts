import { fromMinorUnits, type SubscriptionPlan } from '@chairly/shared';
import type Stripe from 'stripe';
import type { BillingPromo, BillingSubscriptionState, StoredSubscriptionStatus } from '../billing-gateway';

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe's subscription statuses in our terms (a running trial stays `trialing`; the status call reports it active). */
export function toStoredStatus(subscription: Pick<Stripe.Subscription, 'status' | 'trial_end'>): StoredSubscriptionStatus {
  switch (subscription.status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    case 'paused':
      // Paused only happens when a trial ends without a payment method.
      return 'trial_expired';
    default:
      return 'canceled';
  }
}

export function toSubscriptionState(subscription: Stripe.Subscription): BillingSubscriptionState {
  const item = subscription.items.data[0];
  return {
    subscriptionId: subscription.id,
    status: toStoredStatus(subscription),
    priceId: item?.price.id ?? null,
    trialEndsAt: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    // Stripe's portal may cancel by a date (cancel_at) rather than the flag; either way it will not renew.
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    // D67: what Stripe bills (a checkout keeps the count it was opened with).
    ...(item?.quantity ? { quantity: item.quantity } : {}),
  };
}

export function toPromo(code: Stripe.PromotionCode, now: Date): BillingPromo | null {
  const coupon = code.promotion.coupon;
  if (!code.active || !coupon || typeof coupon === 'string' || !coupon.valid) return null;
  if (code.expires_at !== null && code.expires_at * 1000 <= now.getTime()) return null;
  if (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions) return null;
  // An amount-off coupon's currency_options are not read: the code is offered in its main currency only (D38).
  const currency = coupon.amount_off === null ? null : (coupon.currency ?? 'usd');
  return {
    id: code.id,
    code: code.code,
    percentOff: coupon.percent_off ?? null,
    amountOff: coupon.amount_off === null || currency === null ? null : fromMinorUnits(coupon.amount_off, currency),
    currency,
  };
}

const PLAN_TYPE: Record<'month' | 'year', 'monthly' | 'yearly'> = { month: 'monthly', year: 'yearly' };

/**
 * Active recurring prices (products expanded) grouped into the plans page's monthly and yearly plans.
 * A plan in several currencies is one product with one Price per currency (D38); a Price's
 * currency_options are not read, and checkout pins the Price's own currency.
 */
export function toPlans(prices: Stripe.Price[]): SubscriptionPlan[] {
  const plans = new Map<string, SubscriptionPlan>();
  for (const price of prices) {
    const recurring = price.recurring?.interval;
    const interval = recurring === 'month' ? 'month' : recurring === 'year' ? 'year' : null;
    const product = price.product;
    if (!interval || typeof product === 'string' || product.deleted || !product.active) continue;
    if (price.unit_amount === null) continue;
    const plan = plans.get(product.id) ?? {
      type: PLAN_TYPE[interval],
      product: { id: product.id, name: product.name, description: product.description ?? null },
      prices: [],
    };
    plan.prices.push({ id: price.id, amount: fromMinorUnits(price.unit_amount, price.currency), currency: price.currency, interval });
    plans.set(product.id, plan);
  }
  return [...plans.values()].sort((a, b) => (a.prices[0]?.amount ?? 0) - (b.prices[0]?.amount ?? 0));
}
