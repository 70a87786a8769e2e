import type { ReviewCreate, ReviewStatusResponse } from '@chairly/shared/reviews/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

const base = (uuid: string) => `/api/public/appointment/${encodeURIComponent(uuid)}/review`;

export const getReviewStatus = (uuid: string) => apiFetch<ReviewStatusResponse>(`${base(uuid)}/status`);

export function useReviewStatus(uuid: string) {
  return useQuery({ queryKey: reviewsKeys.status(uuid), queryFn: () => getReviewStatus(uuid) });
}

export function useSubmitReview(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewCreate) => apiFetch<unknown>(base(uuid), { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKeys.status(uuid) }),
  });
}
