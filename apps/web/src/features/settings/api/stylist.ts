import type { UpdateStylistRequest } from '@chairly/shared/settings/account';
import type { Stylist } from '@chairly/shared/stylists/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { settingsKeys } from './keys';

export const getStylist = (id: number) => apiFetch<Stylist>(`/api/stylists/${id}`, { auth: true });

export const stylistQueryOptions = (id: number) =>
  queryOptions({ queryKey: settingsKeys.stylist(id), queryFn: () => getStylist(id) });

export function useStylist(id: number) {
  return useQuery(stylistQueryOptions(id));
}

/**
 * The signed-in stylist's currency (issue #29; null while her profile loads): every amount on her
 * screens is written in it. Read from the same cached profile the settings screen edits, so a
 * change there shows at once.
 */
export function useStylistCurrency(): string | null {
  const { stylistId } = useSession();
  const stylist = useQuery({ ...stylistQueryOptions(stylistId ?? 0), enabled: stylistId !== null, staleTime: 5 * 60_000 });
  return stylist.data?.currency ?? null;
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
