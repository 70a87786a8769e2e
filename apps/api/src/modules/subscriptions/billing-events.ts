import { toBillingEvent, type BillingGateway, type BillingWebhookEvent } from '../../gateways/billing/index';
import { isRunning } from './running';
import type { SubscriptionsRepository } from './subscriptions.repository';

type Deps = {
  repository: Pick<SubscriptionsRepository, 'findAccount' | 'findStylistByCustomer' | 'saveState' | 'markPastDue' | 'upsertAccount' | 'activeMembers'>;
  gateway: Pick<BillingGateway, 'endTrialsReplacedBy'>;
  /** Hook for the notifications issue: tell the stylist their trial ends soon. */
  onTrialWillEnd?: (stylistId: number, trialEndsAt: Date | null) => Promise<void>;
  /** D67: the provider bills another count than the active members (the seats job brings it in line). */
  onSeatsOff?: (stylistId: number) => Promise<void>;
};

/**
 * Keeps `subscriptions` current from Stripe's subscription webhooks. The payments webhook route
 * verifies the signature and drops duplicate event ids, then hands `customer.subscription.*` and
 * `invoice.payment_failed` here, with a repository on the transaction that records the event. Returns whether the event was for a known stylist.
 */
export function createBillingEventHandler({ repository, gateway, onTrialWillEnd, onSeatsOff }: Deps) {
  return async function handleBillingEvent(event: BillingWebhookEvent): Promise<boolean> {
    const billing = toBillingEvent(event);
    if (!billing) return false;
    const byCustomer = billing.customerId ? await repository.findStylistByCustomer(billing.customerId) : undefined;
    const stylistId = byCustomer ?? (billing.kind === 'subscription-changed' ? billing.stylistId : null);
    if (!stylistId) return false;
    if (billing.kind === 'payment-failed') {
      // Stripe also sends customer.subscription.updated (past_due); this is the earlier, surer word.
      // An invoice of a replaced subscription changes nothing; see markPastDue for the rest.
      const current = (await repository.findAccount(stylistId))?.subscriptionId;
      if (billing.subscriptionId && current && current !== billing.subscriptionId) return true;
      await repository.markPastDue(stylistId);
      return true;
    }
    if (billing.kind === 'trial-will-end') {
      await onTrialWillEnd?.(stylistId, billing.trialEndsAt);
      return true;
    }
    const { subscriptionId, ...state } = billing.state;
    const current = (await repository.findAccount(stylistId))?.subscriptionId;
    // The end of a replaced subscription (a trial followed by a paid one) leaves the new one alone.
    if (state.status === 'canceled' && current && current !== subscriptionId) return true;
    await repository.saveState(stylistId, state);
    await repository.upsertAccount(stylistId, 'stripe', { subscriptionId, ...(billing.customerId ? { customerId: billing.customerId } : {}) });
    // D67: members who joined or left while a checkout was open are not in its count; the seats
    // job is asked (in this transaction) whenever a running subscription bills another count.
    if (isRunning(state.status) && state.quantity !== undefined && state.quantity !== (await repository.activeMembers(stylistId))) await onSeatsOff?.(stylistId);
    // Paid: a trial it replaces ends now (its own deletion event is then ignored, as above). Asked
    // on every `active` event, not only on the change to it: a failed cancel makes the webhook fail
    // and roll back (the state is saved in the webhook's transaction), and an event handled outside
    // one (a direct call) would find the state already saved on its retry.
    if (state.status === 'active' && subscriptionId && billing.customerId) {
      await gateway.endTrialsReplacedBy({ customerId: billing.customerId, subscriptionId });
    }
    return true;
  };
}

export type BillingEventHandler = ReturnType<typeof createBillingEventHandler>;
