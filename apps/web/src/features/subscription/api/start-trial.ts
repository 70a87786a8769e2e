import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshSubscriptionCookie } from '../utils/subscription-cookie';

export const startTrial = (priceId: string) =>
  apiFetch<SubscriptionStatusResponse>('/api/subscription/stylist/start-trial', { method: 'POST', body: { priceId }, auth: true });

export function useStartTrial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: (status) => {
      refreshSubscriptionCookie(status);
      return client.invalidateQueries();
    },
  });
}
