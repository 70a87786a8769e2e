import type { AppointmentTransitionName, SetStateResponse } from '@chairly/shared/appointments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** POST /api/appointment/{id}/set-state { transition } */
export const setState = (id: number, transition: AppointmentTransitionName) =>
  apiFetch<SetStateResponse>(`/api/appointment/${id}/set-state`, { method: 'POST', body: { transition }, auth: true });

export function useSetState(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transition: AppointmentTransitionName) => setState(id, transition),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }),
  });
}
