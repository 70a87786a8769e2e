import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { BlockDateRequest } from '@chairly/shared/booking/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const blockDate = (body: BlockDateRequest) =>
  apiFetch<Appointment>('/api/logged-customer/block-date', { method: 'POST', body, auth: true });

/** Holds a slot; held or taken, the listed times have changed. */
export function useBlockDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockDate,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.availability() }),
  });
}
