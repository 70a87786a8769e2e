import type { ServiceList } from '@chairly/shared/services/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** GET /api/services: every service of the stylist for the new-appointment form (by name). */
export const getServices = () => apiFetch<ServiceList>('/api/services', { auth: true, query: { itemsPerPage: 100, 'order[name]': 'asc' } });

export const servicesQueryOptions = () => queryOptions({ queryKey: calendarKeys.services(), queryFn: getServices, staleTime: 60_000 });

export function useServices(enabled: boolean) {
  return useQuery({ ...servicesQueryOptions(), enabled });
}
