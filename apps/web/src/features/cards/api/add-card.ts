import type { SavedCard } from '@chairly/shared/payments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cardsKeys } from './keys';

export const addCard = (cardToken: string) =>
  apiFetch<SavedCard>('/api/logged-customer/payment/customer/add-card', {
    method: 'POST',
    auth: true,
    body: { cardToken },
  });

export function useAddCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => client.invalidateQueries({ queryKey: cardsKeys.list() }),
  });
}
