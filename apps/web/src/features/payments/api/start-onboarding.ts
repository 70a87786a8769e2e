import type { OnboardingLink } from '@chairly/shared/payments/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const startOnboarding = (provider: string) =>
  apiFetch<OnboardingLink>(`/api/stylist/${encodeURIComponent(provider)}/onboarding`, {
    method: 'POST',
    auth: true,
  });

/** Connect: the server creates or resumes the account and answers the provider's onboarding URL. */
export function useStartOnboarding(
  provider: string,
  redirect: (url: string) => void = (url) => window.location.assign(url),
) {
  return useMutation({
    mutationFn: () => startOnboarding(provider),
    onSuccess: ({ url }) => redirect(url),
  });
}
