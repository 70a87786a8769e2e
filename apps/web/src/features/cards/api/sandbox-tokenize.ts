import type { SandboxToken, SandboxTokenizeRequest } from '@chairly/shared/payments/contracts';
import { useMutation } from '@tanstack/react-query';
import { parseError } from '@/lib/api-client';

/**
 * Sandbox only: the card number goes to the gateway's own endpoint (`tokenizeUrl`, what Stripe
 * Elements is in stripe mode), never to our API, and without the bearer token.
 */
export async function sandboxTokenize(
  tokenizeUrl: string,
  body: SandboxTokenizeRequest,
): Promise<SandboxToken> {
  const response = await fetch(tokenizeUrl, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await parseError(response);
  return (await response.json()) as SandboxToken;
}

export function useSandboxTokenize() {
  return useMutation({
    mutationFn: ({ url, card }: { url: string; card: SandboxTokenizeRequest }) =>
      sandboxTokenize(url, card),
  });
}
