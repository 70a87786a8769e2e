import type { AppointmentCard } from '@chairly/shared/payments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** GET /api/appointment/{id}/payment/card/details: brand and last4 of the card on file, or null. */
export const getCardDetails = (id: number) => apiFetch<AppointmentCard>(`/api/appointment/${id}/payment/card/details`, { auth: true });

export const cardDetailsQueryOptions = (id: number) => queryOptions({ queryKey: appointmentsKeys.card(id), queryFn: () => getCardDetails(id) });

export function useCardDetails(id: number) {
  return useQuery(cardDetailsQueryOptions(id));
}
