import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { AvailableDates } from '@chairly/shared/availability/contracts';
import type { RescheduleInfo, RescheduleRequest } from '@chairly/shared/booking/reschedule';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MemberParam } from '../utils/member-choice';
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

/**
 * The free times for moving this booking (its own services and length; its current time does not
 * block it, so half an hour later is offered). One chunk of the date grid at a time. `member` (a
 * team only, issue #34): `any` or a member's id; `ready` false waits for the team's list.
 */
export function useRescheduleDates(
  id: number | null,
  from: string | null,
  to: string | null,
  { member, ready = true }: { member?: MemberParam; ready?: boolean } = {},
) {
  return useQuery({
    queryKey: bookingKeys.rescheduleDates(id ?? 0, from ?? '', to ?? '', member),
    queryFn: () =>
      apiFetch<AvailableDates>(
        `/api/logged-customer/appointment/${id}/available-dates/period/${from}/${to}` +
          (member !== undefined ? `?member=${member}` : ''),
        { auth: true },
      ),
    enabled: ready && id !== null && from !== null && to !== null,
    staleTime: 30_000,
  });
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
