import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';

/** `memberId`: dropped in another member's column (issue #34): she takes it over. */
export type MoveRequest = { id: number; startsAt: string; endsAt: string; memberId?: number };

/** PUT /api/appointments/{id} with the new start and end (drag or resize), and its new member; 409 on overlap, nothing changed. */
export const moveAppointment = ({ id, startsAt, endsAt, memberId }: MoveRequest) =>
  apiFetch<AppointmentDetail>(`/api/appointments/${id}`, { method: 'PUT', body: { startsAt, endsAt, ...(memberId === undefined ? {} : { memberId }) }, auth: true });

export function useMoveAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: moveAppointment, onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }) });
}
