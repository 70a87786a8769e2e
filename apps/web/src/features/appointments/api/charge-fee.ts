import type { Charge, ChargeKind } from '@chairly/shared/payments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** POST /api/appointment/{id}/payment/{no-show-fee|cancel-fee|checkout}: charges the card on file once. */
export const chargeFee = (id: number, kind: ChargeKind) =>
  apiFetch<Charge>(`/api/appointment/${id}/payment/${kind}`, { method: 'POST', auth: true });

export function useChargeFee(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: ChargeKind) => chargeFee(id, kind),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.detail(id) }),
  });
}
