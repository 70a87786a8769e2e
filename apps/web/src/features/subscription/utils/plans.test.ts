import type { SubscriptionPlan } from '@chairly/shared/subscriptions/contracts';
import { yearlySaving } from '@chairly/shared/subscriptions/pricing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { discountLabel, formatMoney, returnNoticeKey, subscribeErrorKey, subscribedPrice, toPlanCards } from './plans';

const plan = (type: 'monthly' | 'yearly', amount: number): SubscriptionPlan => ({
  type,
  product: { id: `prod_${type}`, name: `Chairly ${type}`, description: null },
  prices: [{ id: `price_${type}`, amount, currency: 'usd', interval: type === 'yearly' ? 'year' : 'month' }],
});
const plans = [plan('yearly', 290), plan('monthly', 29)];

/** The seeded plans: dollars (default, listed first), euros and reais. */
const price = (type: 'monthly' | 'yearly', currency: string, amount: number) => ({
  id: `price_${type}_${currency}`,
  amount,
  currency,
  interval: type === 'yearly' ? ('year' as const) : ('month' as const),
});
const inCurrencies = (type: 'monthly' | 'yearly', [usd, eur, brl]: number[]): SubscriptionPlan => ({
  ...plan(type, usd!),
  prices: [price(type, 'usd', usd!), price(type, 'eur', eur!), price(type, 'brl', brl!)],
});
const multi = [inCurrencies('monthly', [29, 29, 149]), inCurrencies('yearly', [290, 290, 1490])];

describe('plans page logic', () => {
  it('shows monthly first, each card with its price id and no discount without a code', () => {
    const cards = toPlanCards(plans, null);
    expect(cards.map((c) => [c.type, c.priceId, c.amount, c.discounted])).toEqual([
      ['monthly', 'price_monthly', 29, null],
      ['yearly', 'price_yearly', 290, null],
    ]);
  });

  it('applies a percent-off or amount-off code to every card, never below zero', () => {
    expect(toPlanCards(plans, { promoCode: 'WELCOME20', percentOff: 20, amountOff: null }).map((c) => c.discounted)).toEqual([23.2, 232]);
    expect(toPlanCards(plans, { promoCode: 'SAVE10', percentOff: null, amountOff: 10 }).map((c) => c.discounted)).toEqual([19, 280]);
    expect(toPlanCards([plan('monthly', 5)], { promoCode: 'BIG', percentOff: null, amountOff: 10 })[0]?.discounted).toBe(0);
  });

  it("shows each plan's price in her currency when it has one, written in that currency (D38)", () => {
    const cards = toPlanCards(multi, null, 'EUR');
    expect(cards.map((c) => [c.priceId, c.amount, c.currency])).toEqual([
      ['price_monthly_eur', 29, 'eur'],
      ['price_yearly_eur', 290, 'eur'],
    ]);
    expect(formatMoney(cards[0]!.amount, cards[0]!.currency, 'de')).toBe('29,00\u00a0€');
    expect(toPlanCards(multi, null, 'brl').map((c) => c.priceId)).toEqual(['price_monthly_brl', 'price_yearly_brl']);
    expect(yearlySaving(multi, 'BRL')).toEqual({ amount: 298, percent: 17 });
  });

  it('falls back to the default (first) price when the plan has none in her currency, or her currency is not known yet', () => {
    expect(toPlanCards(multi, null, 'JPY').map((c) => [c.priceId, c.currency])).toEqual([
      ['price_monthly_usd', 'usd'],
      ['price_yearly_usd', 'usd'],
    ]);
    expect(toPlanCards(multi, null, null).map((c) => c.priceId)).toEqual(['price_monthly_usd', 'price_yearly_usd']);
  });

  it('discounts with an amount-off code only prices in its currency; a percent code any', () => {
    const euros = { promoCode: 'EURO5', percentOff: null, amountOff: 5, currency: 'eur' };
    expect(toPlanCards(multi, euros, 'EUR').map((c) => c.discounted)).toEqual([24, 285]);
    expect(toPlanCards(multi, euros, 'BRL').map((c) => c.discounted)).toEqual([null, null]);
    expect(toPlanCards(multi, { promoCode: 'WELCOME20', percentOff: 20, amountOff: null, currency: null }, 'BRL').map((c) => c.discounted)).toEqual([119.2, 1192]);
  });

  it('finds the plan and price of her subscription by its price id', () => {
    expect(subscribedPrice(multi, 'price_monthly_eur')).toEqual({ name: 'Chairly monthly', amount: 29, currency: 'eur', interval: 'month' });
    expect(subscribedPrice(multi, 'price_gone')).toBeNull();
    expect(subscribedPrice(multi, null)).toBeNull();
  });

  it('leaves out plans without prices', () => {
    expect(toPlanCards([{ ...plan('monthly', 29), prices: [] }, plan('yearly', 290)], null).map((c) => c.type)).toEqual(['yearly']);
  });

  it('computes the yearly saving against twelve monthly payments', () => {
    expect(yearlySaving(plans)).toEqual({ amount: 58, percent: 17 });
    expect(yearlySaving([plan('monthly', 29), plan('yearly', 400)])).toBeNull();
    expect(yearlySaving([plan('monthly', 29)])).toBeNull();
  });

  it('formats money and the discount label per language', () => {
    expect(formatMoney(29, 'usd', 'en')).toBe('$29.00');
    expect(discountLabel({ promoCode: 'A', percentOff: 20, amountOff: null }, 'usd', 'en')).toEqual({ key: 'promo.percentOff', values: { percent: 20 } });
    expect(discountLabel({ promoCode: 'B', percentOff: null, amountOff: 10 }, 'usd', 'en')).toEqual({ key: 'promo.amountOff', values: { amount: '$10.00' } });
    // An amount-off code is written in its own currency, whatever the page's.
    expect(discountLabel({ promoCode: 'C', percentOff: null, amountOff: 25, currency: 'brl' }, 'usd', 'pt')).toEqual({ key: 'promo.amountOff', values: { amount: 'R$\u00a025,00' } });
  });

  it('maps server errors of trial and checkout to messages by their reason', () => {
    const error = (reason: string, message = 'Reworded by the API') => new ApiError(409, { code: 'CONFLICT', message, reason });
    expect(subscribeErrorKey(error('trial_used'))).toBe('plans.trialUsed');
    expect(subscribeErrorKey(error('already_subscribed'))).toBe('plans.alreadySubscribed');
    expect(subscribeErrorKey(new ApiError(404, { code: 'NOT_FOUND', message: 'No such code', reason: 'invalid_promo_code' }))).toBe('promo.invalid');
    expect(subscribeErrorKey(new Error('network'))).toBe('plans.failed');
  });

  it('ignores the message text: a known message without a reason, or an unknown reason, is a plain failure', () => {
    expect(subscribeErrorKey(new ApiError(409, { code: 'CONFLICT', message: 'The free trial has already been used' }))).toBe('plans.failed');
    expect(subscribeErrorKey(new ApiError(409, { code: 'CONFLICT', message: 'Invalid code', reason: 'from_a_newer_api' }))).toBe('plans.failed');
  });

  it('explains a return from checkout that did not activate', () => {
    expect(returnNoticeKey(new URLSearchParams('checkout=cancelled'))).toBe('return.cancelled');
    expect(returnNoticeKey(new URLSearchParams('checkout=incomplete'))).toBe('return.incomplete');
    expect(returnNoticeKey(new URLSearchParams(''))).toBeNull();
  });
});
