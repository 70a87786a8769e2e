import type { PolicyEntry } from '@chairly/shared/settings/policies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getStylistPolicies = () =>
  apiFetch<PolicyEntry[]>('/api/logged-customer/stylist-policy-config', { auth: true });

export const stylistPoliciesQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.policies(),
    queryFn: getStylistPolicies,
    staleTime: 60_000,
  });

export function useStylistPolicies() {
  return useQuery(stylistPoliciesQueryOptions());
}
