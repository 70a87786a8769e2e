import type { PublicReviews } from '@chairly/shared/reviews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

export const getPublicRates = () => apiFetch<PublicReviews>('/api/public/rates');

export const publicRatesQueryOptions = () => queryOptions({ queryKey: reviewsKeys.publicRates(), queryFn: getPublicRates });

export function usePublicRates() {
  return useQuery(publicRatesQueryOptions());
}
