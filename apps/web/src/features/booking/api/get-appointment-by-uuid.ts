import type { Appointment } from '@chairly/shared/appointments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getAppointmentByUuid = (uuid: string) =>
  apiFetch<Appointment>(`/api/logged-customer/appointment-by-uuid/${encodeURIComponent(uuid)}`, {
    auth: true,
  });

export const appointmentByUuidQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: bookingKeys.appointment(uuid),
    queryFn: () => getAppointmentByUuid(uuid),
  });

export function useAppointmentByUuid(uuid: string | null) {
  return useQuery({ ...appointmentByUuidQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
