import { AppError, SUBSCRIPTION_MESSAGES, type CheckoutRequest } from '@chairly/shared';
import type { BillingGateway } from '../../gateways/billing/index';
import type { SubscriptionStatusService } from '../subscription-status/index';
import { checkoutReturnUrls } from './return-url';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  gateway: BillingGateway;
  repository: SubscriptionsRepository;
  status: Pick<SubscriptionStatusService, 'get'>;
  baseDomain: string;
  trialDays: number;
};

type Stylist = { stylistId: number; subdomain: string | null };

/** Plans, hosted checkout and the one free trial of a stylist. */
export function createSubscriptionsService({ gateway, repository, status, baseDomain, trialDays }: Deps) {
  async function requirePrice(priceId: string) {
    const plans = await gateway.listPlans();
    if (!plans.some((plan) => plan.prices.some((price) => price.id === priceId))) {
      throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.unknownPrice, { priceId: SUBSCRIPTION_MESSAGES.unknownPrice });
    }
  }

  async function refuseWhenPaying(stylistId: number) {
    const current = await repository.findStatus(stylistId);
    if (current?.status === 'active') throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadySubscribed, undefined, 'already_subscribed');
  }

  async function customerOf(stylistId: number) {
    const account = await repository.findAccount(stylistId);
    const email = (await repository.findStylistEmail(stylistId)) ?? '';
    const customerId = await gateway.ensureCustomer({ stylistId, email }, account?.customerId ?? null);
    if (customerId && customerId !== account?.customerId) await repository.upsertAccount(stylistId, gateway.provider, { customerId });
    return { customerId, pendingPromoCode: account?.pendingPromoCode ?? null };
  }

  return {
    listPlans: () => gateway.listPlans(),

    async checkout({ stylistId, subdomain }: Stylist, request: CheckoutRequest) {
      const urls = checkoutReturnUrls(request.returnUrl, baseDomain, subdomain);
      if (!urls) throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.foreignReturnUrl, { returnUrl: SUBSCRIPTION_MESSAGES.foreignReturnUrl });
      await requirePrice(request.priceId);
      await refuseWhenPaying(stylistId);
      const { customerId, pendingPromoCode } = await customerOf(stylistId);
      const code = request.promoCode ?? pendingPromoCode;
      const promo = code ? await gateway.findPromoCode(code) : null;
      if (request.promoCode && !promo) throw new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.invalidCode, { promoCode: SUBSCRIPTION_MESSAGES.invalidCode }, 'invalid_promo_code');
      const url = await gateway.createCheckout({ stylistId, customerId, priceId: request.priceId, promo, ...urls });
      return { url };
    },

    async startTrial({ stylistId }: Stylist, priceId: string) {
      await requirePrice(priceId);
      await refuseWhenPaying(stylistId);
      if (!(await repository.claimTrial(stylistId))) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.trialUsed, undefined, 'trial_used');
      try {
        const { customerId } = await customerOf(stylistId);
        const { subscriptionId, ...state } = await gateway.startTrial({ stylistId, customerId, priceId, days: trialDays });
        await repository.saveState(stylistId, state);
        if (subscriptionId) await repository.upsertAccount(stylistId, gateway.provider, { subscriptionId });
      } catch (error) {
        await repository.releaseTrial(stylistId);
        throw error;
      }
      return status.get(stylistId);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
