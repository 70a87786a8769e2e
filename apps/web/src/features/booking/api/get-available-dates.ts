import type { AvailableDates } from '@chairly/shared/availability/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** At most 62 days per call (docs/booking.md); the date step asks for one chunk at a time. */
export const getAvailableDates = (duration: number, from: string, to: string) =>
  apiFetch<AvailableDates>(
    `/api/public/services/duration/${duration}/available-dates/period/${from}/${to}`,
  );

export const availableDatesQueryOptions = (duration: number, from: string, to: string) =>
  queryOptions({
    queryKey: bookingKeys.availableDates(duration, from, to),
    queryFn: () => getAvailableDates(duration, from, to),
    staleTime: 30_000,
  });

export function useAvailableDates(duration: number, from: string | null, to: string | null) {
  return useQuery({
    ...availableDatesQueryOptions(duration, from ?? '', to ?? ''),
    enabled: duration > 0 && from !== null && to !== null,
  });
}
