import type { HydraCollection } from '@chairly/shared/hydra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type TimeZoneOption = { id: number; name: string };

export const getTimeZones = () =>
  apiFetch<HydraCollection<TimeZoneOption>>('/api/time_zone_dictionaries', {
    query: { pagination: false },
  });

export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'time-zones'],
    queryFn: async () => (await getTimeZones())['hydra:member'],
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTimeZones() {
  return useQuery(timeZonesQueryOptions());
}
