import type { SubscriptionPlan } from '@chairly/shared/subscriptions/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from './keys';

export const getPlans = () => apiFetch<SubscriptionPlan[]>('/api/subscription/stylist/list', { auth: true });

export const plansQueryOptions = () => queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getPlans });

export const usePlans = () => useQuery(plansQueryOptions());
