import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { RescheduleInfo, RescheduleRequest } from '@chairly/shared/booking/reschedule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getRescheduleInfo = (id: number) =>
  apiFetch<RescheduleInfo>(`/api/logged-customer/appointment/${id}/reschedule`, { auth: true });

/** Asked fresh each time: whether it is still outside the cancellation window depends on the time of asking. */
export const rescheduleInfoQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.reschedule(id),
    queryFn: () => getRescheduleInfo(id),
    staleTime: 0,
  });

export function useRescheduleInfo(id: number | null) {
  return useQuery({ ...rescheduleInfoQueryOptions(id ?? 0), enabled: id !== null });
}

export const reschedule = (body: RescheduleRequest) =>
  apiFetch<Appointment>('/api/logged-customer/appointment/reschedule', {
    method: 'POST',
    body,
    auth: true,
  });

/** Moved or refused, the customer's bookings and the listed times have changed. */
export function useReschedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reschedule,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.appointments() }),
        client.invalidateQueries({ queryKey: bookingKeys.availability() }),
      ]),
  });
}
