import type { Customer, CustomerRequest } from '@chairly/shared/customers/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { customersKeys } from './keys';

export const updateCustomer = (id: number, body: CustomerRequest) =>
  apiFetch<Customer>(`/api/customers/${id}`, { method: 'PUT', body, auth: true });

export function useUpdateCustomer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerRequest) => updateCustomer(id, body),
    onSuccess: (customer) => {
      client.setQueryData(customersKeys.detail(id), customer);
      return client.invalidateQueries({ queryKey: customersKeys.lists() });
    },
  });
}
