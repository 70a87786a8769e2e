import type { ErasureRequest, ErasureResult } from '@chairly/shared/privacy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/logged-customer/erasure: her data at this stylist (`stylist`) or everywhere (`all`), D45. */
export const eraseMyData = (body: ErasureRequest) =>
  apiFetch<ErasureResult>('/api/logged-customer/erasure', { method: 'POST', body, auth: true });

export function useEraseMyData() {
  const client = useQueryClient();
  return useMutation({ mutationFn: eraseMyData, onSuccess: () => client.clear() });
}

/** POST /api/customers/{id}/erase: the stylist erases one of her customers (D45). */
export const eraseCustomer = (id: number) => apiFetch<ErasureResult>(`/api/customers/${id}/erase`, { method: 'POST', auth: true });

export function useEraseCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: ['customers', 'detail', id] });
      return client.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
