import type { SubscriptionStatus, SubscriptionStatusResponse } from '@chairly/shared';
import type { SubscriptionRow } from './subscription-status.repository';

/**
 * The status a stylist sees. A trial past its end reports `trial_expired` even before the payment
 * provider's webhook updates the row, so an expired trial never counts as subscribed.
 */
export function effectiveStatus(row: SubscriptionRow | undefined, now: Date): SubscriptionStatus {
  if (!row) return 'none';
  if (row.status === 'trialing' && (!row.trialEndsAt || row.trialEndsAt.getTime() <= now.getTime())) return 'trial_expired';
  return row.status;
}

export function toSubscriptionStatus(row: SubscriptionRow | undefined, now: Date): SubscriptionStatusResponse {
  return {
    status: effectiveStatus(row, now),
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    priceId: row?.priceId ?? null,
  };
}
