import type { Stylist } from '@chairly/shared/stylists/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { appointmentsKeys } from './keys';

/** GET /api/stylists/{id}: only its time zone's IANA id (`timeZone.value`) matters here (UTC when none is set). */
export const getStylistTimeZone = async (stylistId: number) =>
  (await apiFetch<Stylist>(`/api/stylists/${stylistId}`, { auth: true })).timeZone?.value ?? 'UTC';

export const stylistTimeZoneQueryOptions = (stylistId: number | null) =>
  queryOptions({
    queryKey: appointmentsKeys.timeZone(stylistId),
    queryFn: () => getStylistTimeZone(stylistId ?? 0),
    enabled: stylistId !== null,
    staleTime: 5 * 60_000,
  });

export function useStylistTimeZone() {
  const { stylistId } = useSession();
  return useQuery(stylistTimeZoneQueryOptions(stylistId));
}
