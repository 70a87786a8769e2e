import type { SubscriptionStatus, SubscriptionStatusResponse } from '@chairly/shared';
import type { SubscriptionRow } from './subscription-status.repository';

/**
 * A plan she cancelled at its period end, once that end has passed: over, even before the
 * provider's webhook says so (the sandbox sends none).
 */
export function endedByCancel(row: Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>, now: Date): boolean {
  return row.status !== 'canceled' && row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd.getTime() <= now.getTime();
}

/**
 * The status a stylist sees. Only `active` counts as subscribed (docs/product.md §4), so a running trial
 * reports `active` (with its end in `trialEndsAt`); a trial past its end reports `trial_expired`
 * even before the payment provider's webhook updates the row, so it never counts as subscribed;
 * likewise a cancelled plan past its period end reports `canceled`.
 */
export function effectiveStatus(row: SubscriptionRow | undefined, now: Date): SubscriptionStatus {
  if (!row) return 'none';
  if (row.status !== 'trialing') return endedByCancel(row, now) ? 'canceled' : row.status;
  return row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime() ? 'active' : 'trial_expired';
}

export function toSubscriptionStatus(row: SubscriptionRow | undefined, now: Date): SubscriptionStatusResponse {
  return {
    status: effectiveStatus(row, now),
    trialEndsAt: row?.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    priceId: row?.priceId ?? null,
    trialUsed: row?.trialUsed ?? false,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
  };
}
