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

/** Issue #34: the services one member performs, at her own durations and prices. */
export const getMemberServices = (memberId: number) =>
  apiFetch<PublicServiceList>('/api/public/services', { query: { itemsPerPage: 100, member: memberId } });

/** The member's services (null: anyone, nothing to read). */
export function useMemberServices(memberId: number | null) {
  return useQuery({
    queryKey: bookingKeys.memberServices(memberId ?? 0),
    queryFn: async (): Promise<PublicService[]> => (await getMemberServices(memberId ?? 0))['hydra:member'],
    enabled: memberId !== null,
    staleTime: 5 * 60_000,
  });
}
