import type { FeeAvailability, FeeType } from '@chairly/shared/payments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/{id}/payment/{no-show-fee|cancel-fee}/availability */
export const getFeeAvailability = (id: number, type: FeeType) =>
  apiFetch<FeeAvailability>(`/api/appointment/${id}/payment/${type}/availability`, { auth: true });

export const feeAvailabilityQueryOptions = (id: number, type: FeeType) =>
  queryOptions({ queryKey: appointmentsKeys.fee(id, type), queryFn: () => getFeeAvailability(id, type) });

export function useFeeAvailability(id: number, type: FeeType) {
  return useQuery(feeAvailabilityQueryOptions(id, type));
}
