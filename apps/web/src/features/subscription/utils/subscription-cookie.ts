import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { storeFlag } from '@/lib/cookies';
import { reloadSession } from '@/lib/session';
import { getSubscriptionStatus } from '../api/get-status';

/** Keeps the `is_subscribed` cookie (and the session the guard reads) in step with a status. */
export function refreshSubscriptionCookie(status: Pick<SubscriptionStatusResponse, 'status'>): boolean {
  const subscribed = status.status === 'active';
  storeFlag('isSubscribed', subscribed);
  reloadSession();
  return subscribed;
}

/** Re-reads the status from the server, then refreshes the cookie; answers whether the stylist is subscribed. */
export async function reloadSubscription(): Promise<boolean> {
  return refreshSubscriptionCookie(await getSubscriptionStatus());
}
