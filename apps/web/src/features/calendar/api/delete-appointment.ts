import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';

/** DELETE /api/appointments/{id}: cancels it (the row and its history stay). */
export const deleteAppointment = (id: number) => apiFetch<void>(`/api/appointments/${id}`, { method: 'DELETE', auth: true });

export function useDeleteAppointment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAppointment, onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }) });
}
