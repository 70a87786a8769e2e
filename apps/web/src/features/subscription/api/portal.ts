import type { CheckoutResponse, PortalRequest } from '@chairly/shared/subscriptions/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const openPortal = (request: PortalRequest) =>
  apiFetch<CheckoutResponse>('/api/subscription/stylist/portal', { method: 'POST', body: request, auth: true });

/** Sends the browser to the billing portal (Stripe's, or the sandbox's own page), which comes back to this page. */
export function usePortal(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({ mutationFn: openPortal, onSuccess: ({ url }) => navigate(url) });
}
