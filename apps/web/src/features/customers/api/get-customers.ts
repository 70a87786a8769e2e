import type { CustomerList } from '@chairly/shared/customers/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { customersKeys } from './keys';

/** Current customers only (`deleted=false`, docs/product.md §7). */
export const getCustomers = (query: Record<string, string | number>) =>
  apiFetch<CustomerList>('/api/customers', { auth: true, query: { deleted: 'false', ...query } });

export const customersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: customersKeys.list(query), queryFn: () => getCustomers(query), placeholderData: keepPreviousData });

export function useCustomers(query: Record<string, string | number>) {
  return useQuery(customersQueryOptions(query));
}
