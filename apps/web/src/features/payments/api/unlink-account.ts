import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Unlink keeps the account at the provider; it only stops using it (docs/product.md §4). */
export const unlinkAccount = (stylistId: number) =>
  apiFetch<unknown>(`/api/stylists/${stylistId}`, {
    method: 'PATCH',
    body: { stripeAccountEnabled: false },
    auth: true,
  });

export function useUnlinkAccount(stylistId: number, onDone: () => void) {
  return useMutation({ mutationFn: () => unlinkAccount(stylistId), onSuccess: onDone });
}
