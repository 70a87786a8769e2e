import type { BookingCustomerProfile } from '@chairly/shared/booking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getCustomerProfile = () =>
  apiFetch<BookingCustomerProfile>('/api/logged-customer/customer', { auth: true });

export const customerProfileQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.customer(), queryFn: getCustomerProfile });

export function useCustomerProfile() {
  return useQuery(customerProfileQueryOptions());
}
