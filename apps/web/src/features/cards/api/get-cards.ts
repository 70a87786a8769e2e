import type { SavedCard } from '@chairly/shared/payments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { cardsKeys } from './keys';

export const getCards = () =>
  apiFetch<SavedCard[]>('/api/logged-customer/payment/customer/cards-list', { auth: true });

export const cardsQueryOptions = () =>
  queryOptions({ queryKey: cardsKeys.list(), queryFn: getCards });

export function useCards() {
  return useQuery(cardsQueryOptions());
}
