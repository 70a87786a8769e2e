import type { AppointmentList } from '@chairly/shared/appointments/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';

export const CUSTOMER_APPOINTMENTS_PAGE_SIZE = 10;

/** GET /api/appointments/list?customerId=…: a page of one customer's appointments, newest first, any time. */
export const customerAppointmentsQuery = (customerId: number, page: number): Record<string, string | number> => ({
  customerId,
  page,
  itemsPerPage: CUSTOMER_APPOINTMENTS_PAGE_SIZE,
  'order[startsAt]': 'desc',
});

export const getCustomerAppointments = (customerId: number, page: number) =>
  apiFetch<AppointmentList>('/api/appointments/list', { auth: true, query: customerAppointmentsQuery(customerId, page) });

// Under the appointments list keys, so a change to any appointment refreshes the history too.
export const customerAppointmentsQueryOptions = (customerId: number, page: number) =>
  queryOptions({
    queryKey: appointmentsKeys.list(customerAppointmentsQuery(customerId, page)),
    queryFn: () => getCustomerAppointments(customerId, page),
    placeholderData: keepPreviousData,
  });

export function useCustomerAppointments(customerId: number, page: number) {
  return useQuery(customerAppointmentsQueryOptions(customerId, page));
}
