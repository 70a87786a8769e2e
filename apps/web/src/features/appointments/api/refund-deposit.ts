import type { DepositRefund } from '@chairly/shared/payments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { appointmentsKeys } from './keys';

/** POST /api/appointment/{id}/payment/deposit/refund (issue #20): gives the paid deposit back, once. */
export const refundDeposit = (id: number) =>
  apiFetch<DepositRefund>(`/api/appointment/${id}/payment/deposit/refund`, { method: 'POST', auth: true });

export function useRefundDeposit(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refundDeposit(id),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentsKeys.all() }),
  });
}
