import type { AppointmentCreate, AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** POST /api/appointments: end and amount follow from the services; 409 when the time is taken. */
export const createAppointment = (body: AppointmentCreate) => apiFetch<AppointmentDetail>('/api/appointments', { method: 'POST', body, auth: true });

export function useCreateAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAppointment, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.ranges() }) });
}
