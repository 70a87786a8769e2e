import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { ConfirmBookingRequest, DepositAction } from '@chairly/shared/booking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** The booking, or (202, issue #20) the page where the customer authenticates the deposit. */
export const confirmBooking = (body: ConfirmBookingRequest) =>
  apiFetch<Appointment | DepositAction>('/api/logged-customer/appointment/confirm', {
    method: 'POST',
    body,
    auth: true,
  });

/** After saving a booking the customer's list reloads (docs/product.md §4), and so do the contact and times. */
export function useConfirmBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmBooking,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.appointments() }),
        client.invalidateQueries({ queryKey: bookingKeys.customer() }),
        client.invalidateQueries({ queryKey: bookingKeys.availability() }),
      ]),
  });
}
