import type { HydraCollection } from '@chairly/shared/hydra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** The time-zone dictionary, as registration and the account settings offer it. */
export type TimeZoneOption = { id: number; name: string };

export const getTimeZones = () =>
  apiFetch<HydraCollection<TimeZoneOption>>('/api/time_zone_dictionaries', {
    query: { pagination: false },
  });

/** Read once a session: the dictionary does not change while the app runs. */
export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['time-zones'],
    queryFn: async () => (await getTimeZones())['hydra:member'],
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTimeZones() {
  return useQuery(timeZonesQueryOptions());
}
