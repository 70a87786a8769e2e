import type { PendingReviewCount, Review } from '@chairly/shared/reviews/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { afterReviewUpdate } from '../utils/pending-count';
import { reviewsKeys } from './keys';

export const updateRate = (id: number, isPublic: boolean) =>
  apiFetch<Review>(`/api/rates/${id}`, { method: 'PUT', body: { public: isPublic }, auth: true });

/** Publish or hide; the menu's pending count drops at once (never below zero), then the server confirms it. */
export function useUpdateRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ review, isPublic }: { review: Review; isPublic: boolean }) => updateRate(review.id, isPublic),
    onSuccess: (_updated, { review }) => {
      client.setQueryData<PendingReviewCount>(reviewsKeys.pendingCount(), (current) => afterReviewUpdate(current, review.reviewedAt === null));
      void client.invalidateQueries({ queryKey: reviewsKeys.pendingCount() });
      return client.invalidateQueries({ queryKey: reviewsKeys.lists() });
    },
  });
}
