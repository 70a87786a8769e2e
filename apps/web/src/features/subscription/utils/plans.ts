import { formatAmount } from '@chairly/shared/format';
import type { PromoCodeResponse, SubscriptionPlan } from '@chairly/shared/subscriptions/contracts';
import { discountAppliesTo, discountedAmount, planPriceFor } from '@chairly/shared/subscriptions/pricing';
import { ApiError } from '@/lib/api-client';

export type PlanCardModel = {
  type: SubscriptionPlan['type'];
  name: string;
  description: string | null;
  priceId: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  /** The price with the checked discount code; null without a code or when the code is in another currency. */
  discounted: number | null;
};

/**
 * The cards of the plans page: monthly first, one card per plan with the price in the stylist's
 * currency when the plan has one, else its first (default) price, in that price's currency (D38).
 */
export function toPlanCards(plans: SubscriptionPlan[], discount: PromoCodeResponse | null, currency?: string | null): PlanCardModel[] {
  const order = { monthly: 0, yearly: 1 };
  return plans
    .filter((plan) => plan.prices.length > 0)
    .sort((a, b) => order[a.type] - order[b.type])
    .map((plan) => {
      const price = planPriceFor(plan, currency)!;
      return {
        type: plan.type,
        name: plan.product.name,
        description: plan.product.description,
        priceId: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        discounted: discount && discountAppliesTo(discount, price.currency) ? discountedAmount(price.amount, discount, price.currency) : null,
      };
    });
}

/** The plan and price of her subscription (the status's `priceId`), in the price's own currency; null when not listed. */
export function subscribedPrice(plans: SubscriptionPlan[], priceId: string | null): { name: string; amount: number; currency: string; interval: 'month' | 'year' } | null {
  for (const plan of plans) {
    const price = plan.prices.find((candidate) => candidate.id === priceId);
    if (price) return { name: plan.product.name, amount: price.amount, currency: price.currency, interval: price.interval };
  }
  return null;
}

/** A plan's price (major units, in the plan's own currency) for the reader (the one formatter). */
export const formatMoney = (amount: number, currency: string, language: string): string => formatAmount(amount, currency, language);

/** The discount of a code in words' values: `{ key, values }` for i18n; an amount in the code's own currency (else `currency`). */
export function discountLabel(discount: PromoCodeResponse, currency: string, language: string) {
  if (discount.percentOff !== null) return { key: 'promo.percentOff', values: { percent: discount.percentOff } };
  return { key: 'promo.amountOff', values: { amount: formatMoney(discount.amountOff ?? 0, discount.currency ?? currency, language) } };
}

/** The i18n key of the message for a failed trial or checkout, from the API's reason (never its text). */
export function subscribeErrorKey(error: unknown): string {
  switch (error instanceof ApiError ? error.reason : undefined) {
    case 'trial_used':
      return 'plans.trialUsed';
    case 'already_subscribed':
      return 'plans.alreadySubscribed';
    case 'invalid_promo_code':
      return 'promo.invalid';
    default:
      return 'plans.failed';
  }
}

/** Message the plans page shows after coming back from a checkout that did not activate. */
export function returnNoticeKey(search: URLSearchParams): string | null {
  const checkout = search.get('checkout');
  if (checkout === 'cancelled') return 'return.cancelled';
  if (checkout === 'incomplete') return 'return.incomplete';
  return null;
}
