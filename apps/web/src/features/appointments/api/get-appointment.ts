import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointments/{id}: the appointment with its history of state changes. */
export const getAppointment = (id: number) => apiFetch<AppointmentDetail>(`/api/appointments/${id}`, { auth: true });

export const appointmentQueryOptions = (id: number) => queryOptions({ queryKey: appointmentsKeys.detail(id), queryFn: () => getAppointment(id) });

export function useAppointment(id: number) {
  return useQuery(appointmentQueryOptions(id));
}
