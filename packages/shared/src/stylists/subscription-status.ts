import { z } from 'zod';

/**
 * Subscription statuses as the payment provider names them, plus `trial_expired` (a trial whose
 * end has passed) and `none` (never subscribed). Only `active` counts as subscribed (docs/product.md §4).
 */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'trial_expired',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription/stylist */
export const subscriptionStatusResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
  priceId: z.string().nullable(),
  /** Whether the stylist's one free trial has been taken (the plans page then offers none). */
  trialUsed: z.boolean(),
  /** She cancelled: the plan ends at currentPeriodEnd unless she resumes it (issue #31.9). */
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export function isSubscriptionActive(subscription: Pick<SubscriptionStatusResponse, 'status'>): boolean {
  return subscription.status === 'active';
}
