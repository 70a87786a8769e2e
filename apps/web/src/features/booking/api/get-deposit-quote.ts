import type { DepositQuote } from '@chairly/shared/booking/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** Issue #20: the deposit due for the chosen services at the stylist of this subdomain; `memberId` (issue #34): with her (her prices, her account). */
export function useDepositQuote(serviceIds: readonly number[], memberId: number | null = null) {
  return useQuery({
    queryKey: [...bookingKeys.services(), 'deposit', serviceIds.join(','), memberId],
    queryFn: () => apiFetch<DepositQuote>(`/api/public/deposit?services=${serviceIds.join(',')}${memberId === null ? '' : `&member=${memberId}`}`),
    enabled: serviceIds.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A service that cannot be booked any more answers 422: the bar then simply says nothing of it.
    retry: false,
  });
}
