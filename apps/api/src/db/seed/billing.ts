import { billingPlans, billingPrices, billingPromoCodes } from '../schema/index';
import type { Seed } from './types';
import { DAY_MS } from '@chairly/shared/format';


/**
 * The sandbox's plans, each priced in US dollars (the default), euros and Brazilian reais (D38): a
 * stylist is shown the price in her currency. The demo subscriptions refer to the monthly prices.
 */
const PLANS = [
  { id: 'prod_demo_monthly', type: 'monthly' as const, name: 'Chairly Monthly', description: 'Calendar, bookings, payments and reminders, billed every month.' },
  { id: 'prod_demo_yearly', type: 'yearly' as const, name: 'Chairly Yearly', description: 'Everything in Monthly, billed once a year: two months free.' },
];
const PRICES = [
  { id: 'price_demo_monthly', planId: 'prod_demo_monthly', amountCents: 2900, currency: 'usd', interval: 'month' as const },
  { id: 'price_demo_yearly', planId: 'prod_demo_yearly', amountCents: 29000, currency: 'usd', interval: 'year' as const },
  { id: 'price_demo_monthly_eur', planId: 'prod_demo_monthly', amountCents: 2900, currency: 'eur', interval: 'month' as const },
  { id: 'price_demo_yearly_eur', planId: 'prod_demo_yearly', amountCents: 29000, currency: 'eur', interval: 'year' as const },
  { id: 'price_demo_monthly_brl', planId: 'prod_demo_monthly', amountCents: 14900, currency: 'brl', interval: 'month' as const },
  { id: 'price_demo_yearly_brl', planId: 'prod_demo_yearly', amountCents: 149000, currency: 'brl', interval: 'year' as const },
];

/** The monthly price of a currency (upper or lower case), else the default (US dollar) one. */
export const demoMonthlyPriceId = (currency: string | null): string =>
  PRICES.find((price) => price.interval === 'month' && price.currency === currency?.toLowerCase())?.id ?? 'price_demo_monthly';

/** Plans and prices every installation's sandbox needs (reference data, applied on every start). */
export const billingPlansSeed: Seed = {
  name: 'billing-plans',
  run: async (db) => {
    await db.insert(billingPlans).values(PLANS).onConflictDoNothing();
    await db.insert(billingPrices).values(PRICES).onConflictDoNothing();
  },
};

/** Demo discount codes: one of each case the Subscription tab and plans page can meet. */
export const billingPromoCodesSeed: Seed = {
  name: 'billing-promo-codes',
  run: async (db) => {
    await db
      .insert(billingPromoCodes)
      .values([
        { code: 'WELCOME20', percentOff: 20 },
        { code: 'SAVE10', amountOffCents: 1000, currency: 'usd' },
        // Amount-off codes apply only to prices in their currency (D38).
        { code: 'EURO5', amountOffCents: 500, currency: 'eur' },
        { code: 'REAIS25', amountOffCents: 2500, currency: 'brl' },
        { code: 'OLDCODE', percentOff: 50, expiresAt: new Date(Date.now() - 30 * DAY_MS) },
        { code: 'USEDUP', percentOff: 30, maxRedemptions: 1, timesRedeemed: 1 },
      ])
      .onConflictDoNothing();
  },
};
