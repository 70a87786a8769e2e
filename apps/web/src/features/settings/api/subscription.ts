import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getSubscription = () =>
  apiFetch<SubscriptionStatusResponse>('/api/subscription/stylist', { auth: true });

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.subscription(), queryFn: getSubscription });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
