import { fromMinorUnits, toMinorUnits } from '../format/money';
import type { PlanPrice, PromoCodeResponse, SubscriptionPlan } from './contracts';

type Discount = Pick<PromoCodeResponse, 'amountOff' | 'percentOff'>;

const sameCurrency = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The price of a plan a stylist is shown (D38): the one in her currency when the plan has one, else
 * the plan's first (default) price; undefined for a plan without prices.
 */
export function planPriceFor(plan: SubscriptionPlan, currency: string | null | undefined): PlanPrice | undefined {
  return (currency ? plan.prices.find((price) => sameCurrency(price.currency, currency)) : undefined) ?? plan.prices[0];
}

/**
 * Whether a discount code can be used on a price in `currency`: a percent-off code on any, an
 * amount-off code only in its own currency (an answer without `currency` is from an older API).
 */
export function discountAppliesTo(discount: Discount & { currency?: string | null | undefined }, currency: string): boolean {
  if (discount.percentOff !== null) return true;
  return !discount.currency || sameCurrency(discount.currency, currency);
}

/** An amount in major units rounded to what the currency can hold (JPY whole yen, KWD 3 decimals). */
const roundTo = (value: number, currency: string) => fromMinorUnits(toMinorUnits(value, currency), currency);

/** The price after a discount code, never below zero, in major units of `currency`, rounded to its minor unit. */
export function discountedAmount(amount: number, discount: Discount | null, currency: string): number {
  if (!discount) return amount;
  if (discount.percentOff !== null) return roundTo(amount * (1 - discount.percentOff / 100), currency);
  if (discount.amountOff !== null) return Math.max(0, roundTo(amount - discount.amountOff, currency));
  return amount;
}

/** What a year costs on the yearly plan compared with twelve months of the monthly one, each in the price she is shown (null if not cheaper). */
export function yearlySaving(plans: SubscriptionPlan[], currency?: string | null): { amount: number; percent: number } | null {
  const priceOf = (type: SubscriptionPlan['type']) => {
    const plan = plans.find((p) => p.type === type);
    return plan ? planPriceFor(plan, currency) : undefined;
  };
  const monthly = priceOf('monthly');
  const yearly = priceOf('yearly');
  if (!monthly || !yearly || monthly.currency !== yearly.currency) return null;
  const twelveMonths = monthly.amount * 12;
  const amount = roundTo(twelveMonths - yearly.amount, monthly.currency);
  if (amount <= 0) return null;
  return { amount, percent: Math.round((amount / twelveMonths) * 100) };
}
