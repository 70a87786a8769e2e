import type { AppointmentList } from '@chairly/shared/appointments/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointments/list: a page of the range, by state and customer search. */
export const getAppointmentList = (query: Record<string, string | number>) =>
  apiFetch<AppointmentList>('/api/appointments/list', { auth: true, query });

export const appointmentListQueryOptions = (query: Record<string, string | number> | null) =>
  queryOptions({
    queryKey: appointmentsKeys.list(query ?? {}),
    queryFn: () => getAppointmentList(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export function useAppointmentList(query: Record<string, string | number> | null) {
  return useQuery(appointmentListQueryOptions(query));
}
