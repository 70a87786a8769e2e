import type { AppointmentTransition } from '@chairly/shared/appointments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/{id}/transitions: what the server allows now, each with whether it charges. */
export const getTransitions = (id: number) => apiFetch<AppointmentTransition[]>(`/api/appointment/${id}/transitions`, { auth: true });

export const transitionsQueryOptions = (id: number) => queryOptions({ queryKey: appointmentsKeys.transitions(id), queryFn: () => getTransitions(id) });

export function useTransitions(id: number) {
  return useQuery(transitionsQueryOptions(id));
}
