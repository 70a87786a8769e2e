import { AppError, SUBSCRIPTION_MESSAGES, discountAppliesTo, type CheckoutRequest, type PortalRequest } from '@chairly/shared';
import type { BillingGateway } from '../../gateways/billing/index';
import { findPrice, plansInCurrency } from './plan-prices';
import { endedByCancel, type SubscriptionStatusService } from '../subscription-status/index';
import { checkoutReturnUrls, portalReturnUrl } from './return-url';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  gateway: BillingGateway;
  repository: SubscriptionsRepository;
  status: Pick<SubscriptionStatusService, 'get'>;
  baseDomain: string;
  trialDays: number;
  /** The stylist's currency (stylists.currency; D33). */
  currencyOf: (stylistId: number) => Promise<string>;
  /** The deployment's currency (composition.ts): the plans' fallback price. */
  defaultCurrency: string;
};

type Stylist = { stylistId: number; subdomain: string | null };

/** Plans, hosted checkout and the one free trial of a stylist. */
export function createSubscriptionsService({ gateway, repository, status, baseDomain, trialDays, currencyOf, defaultCurrency }: Deps) {
  async function requirePrice(priceId: string) {
    const price = findPrice(await gateway.listPlans(), priceId);
    if (!price) throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.unknownPrice, { priceId: SUBSCRIPTION_MESSAGES.unknownPrice });
    return price;
  }

  async function refuseWhenPaying(stylistId: number) {
    const current = await repository.findStatus(stylistId);
    // A plan she cancelled is over at its period end: she may subscribe again from then on.
    if (current?.status === 'active' && !endedByCancel(current, new Date())) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.alreadySubscribed, undefined, 'already_subscribed');
  }

  async function customerOf(stylistId: number) {
    const account = await repository.findAccount(stylistId);
    const email = (await repository.findStylistEmail(stylistId)) ?? '';
    const customerId = await gateway.ensureCustomer({ stylistId, email }, account?.customerId ?? null);
    if (customerId && customerId !== account?.customerId) await repository.upsertAccount(stylistId, gateway.provider, { customerId });
    return { customerId, pendingPromoCode: account?.pendingPromoCode ?? null };
  }

  return {
    /** The plans with her currency's price first in each (D38). */
    async listPlans(stylistId: number) {
      const [plans, currency] = await Promise.all([gateway.listPlans(), currencyOf(stylistId)]);
      return plansInCurrency(plans, currency, defaultCurrency);
    },

    async checkout({ stylistId, subdomain }: Stylist, request: CheckoutRequest) {
      const urls = checkoutReturnUrls(request.returnUrl, baseDomain, subdomain);
      if (!urls) throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.foreignReturnUrl, { returnUrl: SUBSCRIPTION_MESSAGES.foreignReturnUrl });
      const price = await requirePrice(request.priceId);
      await refuseWhenPaying(stylistId);
      const { customerId, pendingPromoCode } = await customerOf(stylistId);
      const code = request.promoCode ?? pendingPromoCode;
      const found = code ? await gateway.findPromoCode(code) : null;
      // An amount-off code in another currency is no code for this price; a kept one is dropped like an expired one.
      const promo = found && discountAppliesTo(found, price.currency) ? found : null;
      if (request.promoCode && !promo) throw new AppError('NOT_FOUND', SUBSCRIPTION_MESSAGES.invalidCode, { promoCode: SUBSCRIPTION_MESSAGES.invalidCode }, 'invalid_promo_code');
      // D67: priced per active member; the count billed is kept for the seats' sync.
      const quantity = await repository.activeMembers(stylistId);
      const url = await gateway.createCheckout({ stylistId, customerId, priceId: request.priceId, currency: price.currency, quantity, promo, ...urls });
      await repository.saveQuantity(stylistId, quantity);
      return { url };
    },

    /**
     * The provider's page for her own subscription (change plan, cancel, invoices). 409 when there is
     * nothing to manage: (sandbox) no subscription was ever started, or (Stripe) she has no customer there.
     */
    async portal({ stylistId, subdomain }: Stylist, request: PortalRequest) {
      const returnUrl = portalReturnUrl(request.returnUrl, baseDomain, subdomain);
      if (!returnUrl) throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.foreignReturnUrl, { returnUrl: SUBSCRIPTION_MESSAGES.foreignReturnUrl });
      const [account, current] = await Promise.all([repository.findAccount(stylistId), repository.findStatus(stylistId)]);
      const customerId = account?.customerId ?? null;
      const managed = gateway.provider === 'stripe' ? customerId !== null : current !== undefined && current.status !== 'none';
      if (!managed) {
        throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.noSubscription, undefined, 'no_subscription');
      }
      return { url: await gateway.createPortal({ stylistId, customerId, returnUrl }) };
    },

    async startTrial({ stylistId }: Stylist, priceId: string) {
      const price = await requirePrice(priceId);
      await refuseWhenPaying(stylistId);
      if (!(await repository.claimTrial(stylistId))) throw new AppError('CONFLICT', SUBSCRIPTION_MESSAGES.trialUsed, undefined, 'trial_used');
      try {
        const { customerId } = await customerOf(stylistId);
        const quantity = await repository.activeMembers(stylistId);
        const { subscriptionId, ...state } = await gateway.startTrial({ stylistId, customerId, priceId, currency: price.currency, days: trialDays, quantity });
        await repository.saveState(stylistId, { ...state, quantity });
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
