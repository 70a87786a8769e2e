import type { CancelScope } from '@chairly/shared/appointments/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';

/**
 * DELETE /api/appointments/{id}: cancels it (the row and its history stay); `following` also
 * cancels the later occurrences of its series (issue #19.3).
 */
export const deleteAppointment = (id: number, scope: CancelScope = 'this') =>
  apiFetch<void>(`/api/appointments/${id}${scope === 'following' ? '?scope=following' : ''}`, { method: 'DELETE', auth: true });

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope = 'this' }: { id: number; scope?: CancelScope }) => deleteAppointment(id, scope),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }),
  });
}
