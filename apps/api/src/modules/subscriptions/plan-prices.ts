import type { PlanPrice, SubscriptionPlan } from '@chairly/shared';

const rank = (price: PlanPrice, wanted: string[]) => {
  const index = wanted.indexOf(price.currency.toLowerCase());
  return index === -1 ? wanted.length : index;
};

/**
 * A plan in several currencies, as one stylist is offered it (D38): in each plan her currency's
 * price comes first, then the deployment's (PAYMENT_CURRENCY), then the others as the provider lists
 * them. The answer's shape is unchanged, so a client that shows `prices[0]` shows hers.
 */
export function plansInCurrency(plans: SubscriptionPlan[], currency: string, fallback: string): SubscriptionPlan[] {
  const wanted = [currency.toLowerCase(), fallback.toLowerCase()];
  return plans.map((plan) => ({ ...plan, prices: [...plan.prices].sort((a, b) => rank(a, wanted) - rank(b, wanted)) }));
}

export function findPrice(plans: SubscriptionPlan[], priceId: string): PlanPrice | undefined {
  for (const plan of plans) {
    const price = plan.prices.find((candidate) => candidate.id === priceId);
    if (price) return price;
  }
  return undefined;
}

/** The currency she is billed in when she subscribes now: that of the first price of plans ordered for her (plansInCurrency). */
export function offeredCurrency(orderedPlans: SubscriptionPlan[]): string | null {
  return orderedPlans.find((plan) => plan.prices.length > 0)?.prices[0]?.currency ?? null;
}
