import type {
  AppointmentCard,
  Charge,
  ChargeKind,
  FeeAvailability,
  FeeType,
} from '@chairly/shared/payments/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './cards';

export const getFeeAvailability = (id: number, type: FeeType) =>
  apiFetch<FeeAvailability>(`/api/appointment/${id}/payment/${type}/availability`, { auth: true });

export const feeAvailabilityQueryOptions = (id: number, type: FeeType) =>
  queryOptions({
    queryKey: paymentKeys.fee(id, type),
    queryFn: () => getFeeAvailability(id, type),
  });

/** Whether the no-show or cancellation fee can be charged now, and how much. */
export function useFeeAvailability(id: number, type: FeeType) {
  return useQuery(feeAvailabilityQueryOptions(id, type));
}

export const getAppointmentCard = (id: number) =>
  apiFetch<AppointmentCard>(`/api/appointment/${id}/payment/card/details`, { auth: true });

export function useAppointmentCard(id: number) {
  return useQuery({
    queryKey: paymentKeys.appointmentCard(id),
    queryFn: () => getAppointmentCard(id),
  });
}

export const chargeAppointment = (id: number, kind: ChargeKind) =>
  apiFetch<Charge>(`/api/appointment/${id}/payment/${kind}`, { method: 'POST', auth: true });

/**
 * Checkout or a fee. The server charges once however often this is sent; a failure carries the
 * code CARD_DECLINED, AUTHENTICATION_REQUIRED or ALREADY_CHARGED for the screen to explain.
 */
export function useChargeAppointment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: ChargeKind) => chargeAppointment(id, kind),
    onSettled: () => client.invalidateQueries({ queryKey: ['payments', 'appointment', id] }),
  });
}
