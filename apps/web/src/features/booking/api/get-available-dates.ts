import type { AvailableDates } from '@chairly/shared/availability/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * At most 62 days per call (docs/booking.md); the date step asks for one chunk at a time. The
 * chosen services (in the order the hold sends them) make their buffers and processing windows
 * count, so no time is offered that the hold would refuse.
 */
export const getAvailableDates = (duration: number, from: string, to: string, services: readonly number[] = []) =>
  apiFetch<AvailableDates>(
    `/api/public/services/duration/${duration}/available-dates/period/${from}/${to}` +
      (services.length > 0 ? `?services=${services.join(',')}` : ''),
  );

export const availableDatesQueryOptions = (duration: number, from: string, to: string, services: readonly number[] = []) =>
  queryOptions({
    queryKey: bookingKeys.availableDates(duration, from, to, services),
    queryFn: () => getAvailableDates(duration, from, to, services),
    staleTime: 30_000,
  });

export function useAvailableDates(duration: number, from: string | null, to: string | null, services: readonly number[] = []) {
  return useQuery({
    ...availableDatesQueryOptions(duration, from ?? '', to ?? '', services),
    enabled: duration > 0 && from !== null && to !== null,
  });
}
