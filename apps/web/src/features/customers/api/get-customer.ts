import type { Customer } from '@chairly/shared/customers/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { customersKeys } from './keys';

export const getCustomer = (id: number) => apiFetch<Customer>(`/api/customers/${id}`, { auth: true });

export const customerQueryOptions = (id: number) => queryOptions({ queryKey: customersKeys.detail(id), queryFn: () => getCustomer(id) });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}
