import type { AvailableDates } from '@chairly/shared/availability/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MemberParam } from '../utils/member-choice';
import { bookingKeys } from './keys';

/** The query string of the chosen services (in order) and, for a team (issue #34), of the member. */
function availabilityQuery(services: readonly number[], member: MemberParam | undefined): string {
  const parts = [
    ...(services.length > 0 ? [`services=${services.join(',')}`] : []),
    ...(member !== undefined ? [`member=${member}`] : []),
  ];
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * At most 62 days per call (docs/booking.md); the date step asks for one chunk at a time. The
 * chosen services (in the order the hold sends them) make their buffers and processing windows
 * count, so no time is offered that the hold would refuse. `member` (a team only): `any` = a time
 * at least one member is free, an id = hers alone.
 */
export const getAvailableDates = (duration: number, from: string, to: string, services: readonly number[] = [], member?: MemberParam) =>
  apiFetch<AvailableDates>(
    `/api/public/services/duration/${duration}/available-dates/period/${from}/${to}` + availabilityQuery(services, member),
  );

export const availableDatesQueryOptions = (duration: number, from: string, to: string, services: readonly number[] = [], member?: MemberParam) =>
  queryOptions({
    queryKey: bookingKeys.availableDates(duration, from, to, services, member),
    queryFn: () => getAvailableDates(duration, from, to, services, member),
    staleTime: 30_000,
  });

/** `ready` false: wait (the team's list decides which member to ask for). */
export function useAvailableDates(
  duration: number,
  from: string | null,
  to: string | null,
  services: readonly number[] = [],
  { member, ready = true }: { member?: MemberParam; ready?: boolean } = {},
) {
  return useQuery({
    ...availableDatesQueryOptions(duration, from ?? '', to ?? '', services, member),
    enabled: ready && duration > 0 && from !== null && to !== null,
  });
}
