import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

export const getSubscriptionStatus = () => apiFetch<SubscriptionStatusResponse>('/api/subscription/stylist', { auth: true });

/** The stylist's subscription as the plans page needs it (whether her trial is taken or running); asked afresh on each visit. */
export const useSubscriptionStatus = () =>
  useQuery({ queryKey: subscriptionKeys.status(), queryFn: getSubscriptionStatus, staleTime: 0 });
