import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { customersKeys } from './keys';

/** Sets the customer's deleted flag; their appointments remain. */
export const deleteCustomer = (id: number) => apiFetch<void>(`/api/customers/${id}`, { method: 'DELETE', auth: true });

export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: customersKeys.detail(id) });
      return client.invalidateQueries({ queryKey: customersKeys.lists() });
    },
  });
}
