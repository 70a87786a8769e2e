import type { Closures } from '@chairly/shared/settings/special-days';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** Upcoming closed stretches of the stylist of this subdomain (issue 18). */
export const publicClosuresQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.closures(),
    queryFn: () => apiFetch<Closures>('/api/public/closures'),
    staleTime: 5 * 60_000,
  });

export function usePublicClosures() {
  return useQuery(publicClosuresQueryOptions());
}
