import type { PromoCodeResponse, SubscriptionPlan } from './contracts';

type Discount = Pick<PromoCodeResponse, 'amountOff' | 'percentOff'>;

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** The price after a discount code, never below zero, in currency units. */
export function discountedAmount(amount: number, discount: Discount | null): number {
  if (!discount) return amount;
  if (discount.percentOff !== null) return roundCents(amount * (1 - discount.percentOff / 100));
  if (discount.amountOff !== null) return Math.max(0, roundCents(amount - discount.amountOff));
  return amount;
}

/** What a year costs on the yearly plan compared with twelve months of the monthly one (null if not cheaper). */
export function yearlySaving(plans: SubscriptionPlan[]): { amount: number; percent: number } | null {
  const monthly = plans.find((p) => p.type === 'monthly')?.prices[0];
  const yearly = plans.find((p) => p.type === 'yearly')?.prices[0];
  if (!monthly || !yearly || monthly.currency !== yearly.currency) return null;
  const twelveMonths = monthly.amount * 12;
  const amount = roundCents(twelveMonths - yearly.amount);
  if (amount <= 0) return null;
  return { amount, percent: Math.round((amount / twelveMonths) * 100) };
}
