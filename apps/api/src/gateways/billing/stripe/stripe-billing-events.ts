import type Stripe from 'stripe';
import type { BillingSubscriptionState } from '../billing-gateway';
import { toSubscriptionState } from './stripe-billing-mapping';

/** A provider webhook event as the payments webhook route hands it over (signature already verified). */
export type BillingWebhookEvent = { type: string; object: unknown };

export type BillingEvent =
  | { kind: 'subscription-changed'; customerId: string | null; stylistId: number | null; state: BillingSubscriptionState }
  | { kind: 'trial-will-end'; customerId: string | null; subscriptionId: string; trialEndsAt: Date | null }
  /** subscriptionId: the subscription the invoice was for (null when the invoice says none). */
  | { kind: 'payment-failed'; customerId: string | null; subscriptionId: string | null };

export const BILLING_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.payment_failed',
] as const;

export const isBillingEventType = (type: string) => (BILLING_EVENT_TYPES as readonly string[]).includes(type);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function stylistIdOf(subscription: Stripe.Subscription): number | null {
  const id = Number(subscription.metadata?.stylistId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the Stripe objects of subscription webhooks; null for events billing does not handle. */
export function toBillingEvent(event: BillingWebhookEvent): BillingEvent | null {
  if (!isBillingEventType(event.type)) return null;
  if (event.type === 'invoice.payment_failed') {
    const invoice = event.object as Stripe.Invoice;
    return { kind: 'payment-failed', customerId: idOf(invoice.customer), subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) };
  }
  const subscription = event.object as Stripe.Subscription;
  const customerId = idOf(subscription.customer);
  if (event.type === 'customer.subscription.trial_will_end') {
    return { kind: 'trial-will-end', customerId, subscriptionId: subscription.id, trialEndsAt: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null };
  }
  const state = toSubscriptionState(subscription);
  if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
  return { kind: 'subscription-changed', customerId, stylistId: stylistIdOf(subscription), state };
}
