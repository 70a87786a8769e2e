import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { HydraCollection } from '@chairly/shared/hydra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export type BookingPeriod = 'upcoming' | 'past';

export const getMyAppointments = (period: BookingPeriod) =>
  apiFetch<HydraCollection<Appointment>>('/api/logged-customer/appointments', {
    auth: true,
    query: { period, itemsPerPage: 100 },
  });

export const myAppointmentsQueryOptions = (period: BookingPeriod) =>
  queryOptions({
    queryKey: bookingKeys.appointmentList(period),
    queryFn: async () => (await getMyAppointments(period))['hydra:member'],
  });

export function useMyAppointments(period: BookingPeriod) {
  return useQuery(myAppointmentsQueryOptions(period));
}
