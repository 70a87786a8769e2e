import type { CheckoutRequest, CheckoutResponse } from '@chairly/shared/subscriptions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const startCheckout = (request: CheckoutRequest) =>
  apiFetch<CheckoutResponse>('/api/subscription/stylist/checkout', { method: 'POST', body: request, auth: true });

/** Sends the browser to the hosted checkout (Stripe's, or the sandbox's own page). */
export function useCheckout(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: startCheckout, onSuccess: ({ url }) => navigate(url) });
}
