import type { WebhookCreate, WebhookCreated, WebhookDeliveryList, WebhookList } from '@chairly/shared/webhooks/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Her webhook endpoints (issue #32.3b); the signing secret is never in the list. */
export function useWebhooks() {
  return useQuery({
    queryKey: settingsKeys.webhooks(),
    queryFn: () => apiFetch<WebhookList>('/api/webhooks', { auth: true }),
  });
}

/** A new endpoint; the answer carries its signing secret, the one time the server shows it. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreate) => apiFetch<WebhookCreated>('/api/webhooks', { method: 'POST', body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.webhooks() }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/webhooks/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.webhooks() }),
  });
}

/** The newest deliveries of one endpoint (a page of 25), while its log is open. */
export function useWebhookDeliveries(id: number | null) {
  return useQuery({
    queryKey: settingsKeys.webhookDeliveries(id ?? 0),
    queryFn: () => apiFetch<WebhookDeliveryList>(`/api/webhooks/${id}/deliveries?itemsPerPage=25`, { auth: true }),
    enabled: id !== null,
  });
}

/** "Send again": the same body, newly signed, queued at once. */
export function useResendWebhookDelivery(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => apiFetch<void>(`/api/webhooks/${id}/deliveries/${deliveryId}/retry`, { method: 'POST', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.webhookDeliveries(id) }),
  });
}
