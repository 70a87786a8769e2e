import type { PendingReviewCount } from '@chairly/shared/reviews/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

export const getPendingCount = () => apiFetch<PendingReviewCount>('/api/rates/pending-count', { auth: true });

export const pendingCountQueryOptions = () => queryOptions({ queryKey: reviewsKeys.pendingCount(), queryFn: getPendingCount, staleTime: 60_000 });

export function usePendingCount(enabled: boolean) {
  return useQuery({ ...pendingCountQueryOptions(), enabled });
}
