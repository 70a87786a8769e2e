import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { CancellationInfo } from '@chairly/shared/booking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const cancelAppointment = (id: number) =>
  apiFetch<CancellationInfo & { appointment: Appointment }>('/api/logged-customer/appointment', {
    method: 'DELETE',
    auth: true,
    query: { appointmentId: id },
  });

/** After cancelling, the customer's list reloads (docs/product.md §4) and the freed time is offered again. */
export function useCancelAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingKeys.appointments() }),
        client.invalidateQueries({ queryKey: bookingKeys.availability() }),
      ]),
  });
}
