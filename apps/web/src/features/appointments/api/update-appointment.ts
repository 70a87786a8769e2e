import type { AppointmentDetail, AppointmentUpdate } from '@chairly/shared/appointments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** PUT /api/appointments/{id}: a new start (keeps the length), other services (their length) or the note; 409 when the time is taken. */
export const updateAppointment = ({ id, ...body }: AppointmentUpdate & { id: number }) =>
  apiFetch<AppointmentDetail>(`/api/appointments/${id}`, { method: 'PUT', body, auth: true });

export function useUpdateAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateAppointment, onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }) });
}
