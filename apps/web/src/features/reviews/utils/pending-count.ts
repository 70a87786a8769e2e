import type { PendingReviewCount } from '@chairly/shared/reviews/contracts';

/**
 * docs/product.md §4: after a review is updated the pending count drops by one, never below zero. Only a
 * review the stylist had not yet published or hidden was pending (docs/dashboard.md), so only
 * its first update counts; the server's count then confirms it.
 */
export function afterReviewUpdate(current: PendingReviewCount | undefined, wasPending: boolean): PendingReviewCount | undefined {
  if (!current || !wasPending) return current;
  return { count: Math.max(0, current.count - 1) };
}
