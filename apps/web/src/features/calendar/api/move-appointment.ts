import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';

export type MoveRequest = { id: number; startsAt: string; endsAt: string };

/** PUT /api/appointments/{id} with the new start and end (drag or resize); 409 on overlap, nothing changed. */
export const moveAppointment = ({ id, startsAt, endsAt }: MoveRequest) =>
  apiFetch<AppointmentDetail>(`/api/appointments/${id}`, { method: 'PUT', body: { startsAt, endsAt }, auth: true });

export function useMoveAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveAppointment, onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }) });
}
