import type { CustomerList } from '@chairly/shared/customers/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** GET /api/customers (deleted=false) with a search, for the customer picker. */
export const searchCustomers = (search: string) =>
  apiFetch<CustomerList>('/api/customers', { auth: true, query: { deleted: 'false', itemsPerPage: 25, 'order[name]': 'asc', ...(search ? { search } : {}) } });

export const customerSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: calendarKeys.customers(search), queryFn: () => searchCustomers(search), placeholderData: keepPreviousData });

export function useCustomerSearch(search: string, enabled: boolean) {
  return useQuery({ ...customerSearchQueryOptions(search), enabled });
}
