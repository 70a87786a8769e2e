import { formatAmount } from '@chairly/shared/format';
import type { PromoCodeResponse, SubscriptionPlan } from '@chairly/shared/subscriptions/contracts';
import { discountedAmount } from '@chairly/shared/subscriptions/pricing';
import { ApiError } from '@/lib/api-client';

export type PlanCardModel = {
  type: SubscriptionPlan['type'];
  name: string;
  description: string | null;
  priceId: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  /** The price with the checked discount code; null without a code. */
  discounted: number | null;
};

/** The cards of the plans page: monthly first, one card per plan with its first price. */
export function toPlanCards(plans: SubscriptionPlan[], discount: PromoCodeResponse | null): PlanCardModel[] {
  const order = { monthly: 0, yearly: 1 };
  return plans
    .filter((plan) => plan.prices.length > 0)
    .sort((a, b) => order[a.type] - order[b.type])
    .map((plan) => {
      const price = plan.prices[0]!;
      return {
        type: plan.type,
        name: plan.product.name,
        description: plan.product.description,
        priceId: price.id,
        amount: price.amount,
        currency: price.currency,
        interval: price.interval,
        discounted: discount ? discountedAmount(price.amount, discount) : null,
      };
    });
}

/** A plan's price (major units, in the plan's own currency) for the reader (the one formatter). */
export const formatMoney = (amount: number, currency: string, language: string): string => formatAmount(amount, currency, language);

/** The discount of a code in words' values: `{ key, values }` for i18n. */
export function discountLabel(discount: PromoCodeResponse, currency: string, language: string) {
  if (discount.percentOff !== null) return { key: 'promo.percentOff', values: { percent: discount.percentOff } };
  return { key: 'promo.amountOff', values: { amount: formatMoney(discount.amountOff ?? 0, currency, language) } };
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
