import type { ReviewList } from '@chairly/shared/reviews/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

export const getRates = (query: Record<string, string | number>) => apiFetch<ReviewList>('/api/rates', { auth: true, query });

export const ratesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: reviewsKeys.list(query), queryFn: () => getRates(query), placeholderData: keepPreviousData });

export function useRates(query: Record<string, string | number>) {
  return useQuery(ratesQueryOptions(query));
}
