import type { Customer, CustomerRequest } from '@chairly/shared/customers/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/customers: a new customer added inline from the new-appointment form. */
export const createCustomer = (body: CustomerRequest) => apiFetch<Customer>('/api/customers', { method: 'POST', body, auth: true });

export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => client.invalidateQueries({ queryKey: ['customers'] }) });
}
