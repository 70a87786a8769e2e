import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { servicesKeys } from './keys';

export const deleteService = (id: number) => apiFetch<void>(`/api/services/${id}`, { method: 'DELETE', auth: true });

export function useDeleteService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: servicesKeys.detail(id) });
      return client.invalidateQueries({ queryKey: servicesKeys.lists() });
    },
  });
}
