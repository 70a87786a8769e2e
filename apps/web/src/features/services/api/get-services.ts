import type { ServiceList } from '@chairly/shared/services/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

export const getServices = (query: Record<string, string | number>) => apiFetch<ServiceList>('/api/services', { auth: true, query });

export const servicesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: servicesKeys.list(query), queryFn: () => getServices(query), placeholderData: keepPreviousData });

export function useServices(query: Record<string, string | number>) {
  return useQuery(servicesQueryOptions(query));
}
