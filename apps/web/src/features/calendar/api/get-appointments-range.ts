import type { AppointmentList } from '@chairly/shared/appointments/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rangeToQuery, type VisibleRange } from '../utils/range-query';
import { calendarKeys } from './keys';

/** GET /api/appointments for the visible range only; refetched when the range changes. */
export const getAppointmentsRange = (range: VisibleRange, signal?: AbortSignal) =>
  apiFetch<AppointmentList>('/api/appointments', { auth: true, query: rangeToQuery(range), signal });

export const appointmentsRangeQueryOptions = (range: VisibleRange | null) =>
  queryOptions({
    queryKey: range ? calendarKeys.range(range) : calendarKeys.ranges(),
    queryFn: ({ signal }): Promise<AppointmentList> => (range ? getAppointmentsRange(range, signal) : Promise.reject(new Error('no range'))),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export function useAppointmentsRange(range: VisibleRange | null) {
  return useQuery(appointmentsRangeQueryOptions(range));
}
