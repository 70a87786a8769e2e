import type { PublicService, PublicServiceList } from '@chairly/shared/services/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getPublicServices = () =>
  apiFetch<PublicServiceList>('/api/public/services', { query: { itemsPerPage: 100 } });

export const publicServicesQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.services(),
    queryFn: async (): Promise<PublicService[]> => (await getPublicServices())['hydra:member'],
    staleTime: 5 * 60_000,
  });

export function usePublicServices() {
  return useQuery(publicServicesQueryOptions());
}
