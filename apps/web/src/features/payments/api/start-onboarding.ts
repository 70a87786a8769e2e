import type { OnboardingLink } from '@chairly/shared/payments/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `own`: the signed-in member's own payout account (D66); else the business's (the owner's). */
export const startOnboarding = (provider: string, own = false) =>
  apiFetch<OnboardingLink>(
    `/api/stylist/${encodeURIComponent(provider)}/${own ? 'member-account/onboarding' : 'onboarding'}`,
    { method: 'POST', auth: true },
  );

/** Connect: the server creates or resumes the account and answers the provider's onboarding URL. */
export function useStartOnboarding(
  provider: string,
  redirect: (url: string) => void = (url) => window.location.assign(url),
  own = false,
) {
  return useMutation({
    mutationFn: () => startOnboarding(provider, own),
    onSuccess: ({ url }) => redirect(url),
  });
}
