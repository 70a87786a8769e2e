import {
  AppError,
  SUBSCRIPTION_MESSAGES,
  discountAppliesTo,
  type ApplyPromoCodeResponse,
  type PromoCodeResponse,
  type SubscriptionPlan,
} from '@chairly/shared';
import type { BillingGateway } from '../../gateways/billing/index';
import type { SubscriptionStatusService } from '../subscription-status/index';
import { findPrice, offeredCurrency } from './plan-prices';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  gateway: BillingGateway;
  repository: Pick<SubscriptionsRepository, 'findAccount' | 'upsertAccount'>;
  status: Pick<SubscriptionStatusService, 'get'>;
  /** The plans as the stylist is offered them, her currency's price first (D38). */
  plansFor: (stylistId: number) => Promise<SubscriptionPlan[]>;
};

const unableToApply = () => new AppError('BUSINESS_RULE', SUBSCRIPTION_MESSAGES.unableToApply, { promoCode: SUBSCRIPTION_MESSAGES.unableToApply });
const invalidCode = () => new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.invalidCode, { promoCode: SUBSCRIPTION_MESSAGES.invalidCode }, 'invalid_promo_code');

/** Discount codes: check one (shows its discount), apply one to the running subscription or the next checkout. */
export function createPromoCodesService({ gateway, repository, status, plansFor }: Deps) {
  /**
   * The currency a code of hers must be in (D38): her running subscription's price's, else that of
   * the prices she is offered now (hers when the plans have it, else the default); null when unknown.
   */
  async function billedCurrency(stylistId: number, running: { priceId: string | null } | null): Promise<string | null> {
    const plans = await plansFor(stylistId);
    const price = running?.priceId ? findPrice(plans, running.priceId) : undefined;
    return price?.currency ?? offeredCurrency(plans);
  }

  const usableIn = (promo: Parameters<typeof discountAppliesTo>[0], currency: string | null) => currency === null || discountAppliesTo(promo, currency);

  return {
    async check(stylistId: number, code: string): Promise<PromoCodeResponse> {
      const promo = await gateway.findPromoCode(code);
      if (!promo) throw invalidCode();
      const { status: current, priceId } = await status.get(stylistId);
      const running = current === 'active' || current === 'past_due' ? { priceId } : null;
      if (!usableIn(promo, await billedCurrency(stylistId, running))) throw invalidCode();
      return { promoCode: promo.code, amountOff: promo.amountOff, percentOff: promo.percentOff, currency: promo.currency };
    },

    async apply(stylistId: number, code: string): Promise<ApplyPromoCodeResponse> {
      const promo = await gateway.findPromoCode(code);
      if (!promo) throw unableToApply();
      const account = await repository.findAccount(stylistId);
      if (account?.appliedPromoCode?.toLowerCase() === promo.code.toLowerCase()) throw unableToApply();
      const { status: current, priceId } = await status.get(stylistId);
      const subscriptionId = account?.subscriptionId ?? null;
      // The sandbox keeps the code with our own row; Stripe needs its subscription id.
      const hasSubscription = (current === 'active' || current === 'past_due') && (gateway.provider === 'sandbox' || subscriptionId !== null);
      if (!usableIn(promo, await billedCurrency(stylistId, hasSubscription ? { priceId } : null))) throw unableToApply();
      if (!hasSubscription) {
        await repository.upsertAccount(stylistId, gateway.provider, { pendingPromoCode: promo.code });
        return { code: promo.code, applied: true, appliedTo: 'next-checkout' };
      }
      if (!(await gateway.applyPromoCode({ subscriptionId, promo }))) throw unableToApply();
      await repository.upsertAccount(stylistId, gateway.provider, { appliedPromoCode: promo.code, pendingPromoCode: null });
      return { code: promo.code, applied: true, appliedTo: 'subscription' };
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
