import type { PublicReviews } from '@chairly/shared/reviews/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

export const getPublicRates = () => apiFetch<PublicReviews>('/api/public/rates');

export function usePublicRates() {
  return useQuery({ queryKey: reviewsKeys.publicRates(), queryFn: getPublicRates });
}
