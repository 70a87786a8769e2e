import type { UpdateStylistRequest } from '@chairly/shared/settings/account';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { stylistQueryOptions } from '@/lib/stylist-profile';
import { settingsKeys } from './keys';

// The profile's reading (and her currency, country and time zone, which other features show) lives in
// lib/stylist-profile.ts; this screen edits the same cached profile.
export { getStylist, stylistQueryOptions, useStylistCurrency } from '@/lib/stylist-profile';

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
