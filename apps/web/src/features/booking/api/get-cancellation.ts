import type { CancellationInfo } from '@chairly/shared/booking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getCancellation = (id: number) =>
  apiFetch<CancellationInfo>(`/api/logged-customer/appointment/${id}/cancellation`, { auth: true });

/** Asked fresh each time the dialog opens: the window depends on the time of asking. */
export const cancellationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bookingKeys.cancellation(id),
    queryFn: () => getCancellation(id),
    staleTime: 0,
    gcTime: 0,
  });

export function useCancellation(id: number | null) {
  return useQuery({ ...cancellationQueryOptions(id ?? 0), enabled: id !== null });
}
