import type { ReviewCreate, ReviewStatusResponse } from '@chairly/shared/reviews/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { reviewsKeys } from './keys';

const base = (uuid: string) => `/api/public/appointment/${encodeURIComponent(uuid)}/review`;

/**
 * The proof that the visitor is the appointment's customer (issue #28.4): the link's single-use
 * token, or else her sign-in (the API token goes along when she has one).
 */
const proof = (token: string | null) => (token ? { query: { token } } : { auth: true });

export const getReviewStatus = (uuid: string, token: string | null) =>
  apiFetch<ReviewStatusResponse>(`${base(uuid)}/status`, proof(token));

export function useReviewStatus(uuid: string, token: string | null) {
  return useQuery({ queryKey: reviewsKeys.status(uuid), queryFn: () => getReviewStatus(uuid, token) });
}

export function useSubmitReview(uuid: string, token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<ReviewCreate, 'token'>) =>
      apiFetch<unknown>(base(uuid), token ? { method: 'POST', body: { ...body, token } } : { method: 'POST', body, auth: true }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKeys.status(uuid) }),
  });
}
