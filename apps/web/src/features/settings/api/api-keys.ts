import type { ApiKeyList, CreateApiKeyRequest, CreatedApiKey } from '@chairly/shared/api-keys/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Her active API keys (issue #32.3a): name, scope, created, last used; never the key itself. */
export function useApiKeys() {
  return useQuery({
    queryKey: settingsKeys.apiKeys(),
    queryFn: () => apiFetch<ApiKeyList>('/api/api-keys', { auth: true }),
  });
}

/** A new key; the answer carries the key itself, the one time the server can show it. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) =>
      apiFetch<CreatedApiKey>('/api/api-keys', { method: 'POST', body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}

/** Revokes a key: every call with it is refused from now on. */
export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/api-keys/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.apiKeys() }),
  });
}
