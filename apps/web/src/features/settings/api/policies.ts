import type { PolicyEntry } from '@chairly/shared/settings/policies';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getPolicies = () =>
  apiFetch<PolicyEntry[]>('/api/stylist-policy-config', { auth: true });

export const policiesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.policies(), queryFn: getPolicies });

export function usePolicies() {
  return useQuery(policiesQueryOptions());
}

export const savePolicies = (entries: PolicyEntry[]) =>
  apiFetch<PolicyEntry[]>('/api/stylist-policy-config', {
    method: 'POST',
    body: entries,
    auth: true,
  });

export function useSavePolicies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePolicies,
    onSuccess: (entries) => client.setQueryData(settingsKeys.policies(), entries),
  });
}
