import type { UpdateStylistRequest } from '@chairly/shared/settings/account';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getStylist = (id: number) => apiFetch<Stylist>(`/api/stylists/${id}`, { auth: true });

export const stylistQueryOptions = (id: number) =>
  queryOptions({ queryKey: settingsKeys.stylist(id), queryFn: () => getStylist(id) });

export function useStylist(id: number) {
  return useQuery(stylistQueryOptions(id));
}

export const updateStylist = (id: number, body: UpdateStylistRequest) =>
  apiFetch<Stylist>(`/api/stylists/${id}`, { method: 'PATCH', body, auth: true });

/** PATCH /api/stylists/{id}; the answer is the whole stylist, so the cache takes it as is. */
export function useUpdateStylist(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStylistRequest) => updateStylist(id, body),
    onSuccess: (stylist) => client.setQueryData(settingsKeys.stylist(id), stylist),
  });
}
