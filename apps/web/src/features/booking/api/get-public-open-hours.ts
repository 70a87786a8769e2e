import type { HydraCollection } from '@chairly/shared/hydra';
import type { OpenHour } from '@chairly/shared/settings/open-hours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getPublicOpenHours = () =>
  apiFetch<HydraCollection<OpenHour>>('/api/public/open_hours');

export const publicOpenHoursQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.openHours(),
    queryFn: async () => (await getPublicOpenHours())['hydra:member'],
    staleTime: 5 * 60_000,
  });

export function usePublicOpenHours() {
  return useQuery(publicOpenHoursQueryOptions());
}
