import type {
  CardSetup,
  SavedCard,
  SandboxToken,
  SandboxTokenizeRequest,
} from '@chairly/shared/payments/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, type ApiErrorBody } from '@/lib/api-client';

const BASE = '/api/logged-customer/payment';

export const paymentKeys = {
  cards: () => ['payments', 'cards'] as const,
  cardSetup: () => ['payments', 'card-setup'] as const,
  fee: (id: number, type: string) => ['payments', 'appointment', id, 'fee', type] as const,
  appointmentCard: (id: number) => ['payments', 'appointment', id, 'card'] as const,
};

export const getCards = () => apiFetch<SavedCard[]>(`${BASE}/customer/cards-list`, { auth: true });
export const cardsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.cards(), queryFn: getCards });

/** The signed-in customer's saved cards (brand, last4, expiry; `id` is sent as stripeCardId). */
export function useCards() {
  return useQuery(cardsQueryOptions());
}

/** What the browser needs to collect a card; creates the gateway customer on first use. */
export const getCardSetup = () =>
  apiFetch<CardSetup>(`${BASE}/customer/card-setup`, { method: 'POST', auth: true });

export function useCardSetup() {
  return useQuery({
    queryKey: paymentKeys.cardSetup(),
    queryFn: getCardSetup,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Sandbox only: the card number goes to the sandbox's own endpoint (same origin, no API token),
 * which answers a token; our API only ever sees that token.
 */
export async function tokenizeSandboxCard(
  tokenizeUrl: string,
  card: SandboxTokenizeRequest,
): Promise<SandboxToken> {
  const response = await fetch(tokenizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(card),
  });
  const body: unknown = await response
    .json()
    .catch(() => ({ code: 'INTERNAL', message: response.statusText }));
  if (!response.ok) throw new ApiError(response.status, body as ApiErrorBody);
  return body as SandboxToken;
}

export const addCard = (cardToken: string) =>
  apiFetch<SavedCard>(`${BASE}/customer/add-card`, {
    method: 'POST',
    body: { cardToken },
    auth: true,
  });

export function useAddCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.cards() }),
  });
}
