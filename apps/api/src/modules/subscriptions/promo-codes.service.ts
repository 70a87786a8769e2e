import { AppError, SUBSCRIPTION_MESSAGES, type ApplyPromoCodeResponse, type PromoCodeResponse } from '@chairly/shared';
import type { BillingGateway } from '../../gateways/billing/index';
import type { SubscriptionStatusService } from '../subscription-status/index';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  gateway: BillingGateway;
  repository: Pick<SubscriptionsRepository, 'findAccount' | 'upsertAccount'>;
  status: Pick<SubscriptionStatusService, 'get'>;
};

const unableToApply = () => new AppError('BUSINESS_RULE', SUBSCRIPTION_MESSAGES.unableToApply, { promoCode: SUBSCRIPTION_MESSAGES.unableToApply });

/** Discount codes: check one (shows its discount), apply one to the running subscription or the next checkout. */
export function createPromoCodesService({ gateway, repository, status }: Deps) {
  return {
    async check(code: string): Promise<PromoCodeResponse> {
      const promo = await gateway.findPromoCode(code);
      if (!promo) throw new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.invalidCode, { promoCode: SUBSCRIPTION_MESSAGES.invalidCode }, 'invalid_promo_code');
      return { promoCode: promo.code, amountOff: promo.amountOff, percentOff: promo.percentOff };
    },

    async apply(stylistId: number, code: string): Promise<ApplyPromoCodeResponse> {
      const promo = await gateway.findPromoCode(code);
      if (!promo) throw unableToApply();
      const account = await repository.findAccount(stylistId);
      if (account?.appliedPromoCode?.toLowerCase() === promo.code.toLowerCase()) throw unableToApply();
      const { status: current } = await status.get(stylistId);
      const subscriptionId = account?.subscriptionId ?? null;
      // The sandbox keeps the code with our own row; Stripe needs its subscription id.
      const hasSubscription = (current === 'active' || current === 'past_due') && (gateway.provider === 'sandbox' || subscriptionId !== null);
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
