import type { Service } from '@chairly/shared/services/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

export const getService = (id: number) => apiFetch<Service>(`/api/services/${id}`, { auth: true });

export const serviceQueryOptions = (id: number) => queryOptions({ queryKey: servicesKeys.detail(id), queryFn: () => getService(id) });

export function useService(id: number) {
  return useQuery(serviceQueryOptions(id));
}
