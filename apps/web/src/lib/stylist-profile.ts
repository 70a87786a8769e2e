import type { Stylist } from '@chairly/shared/stylists/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * The signed-in stylist's profile as her back-office screens read it: her currency, country and time
 * zone. Several features show them (appointments, services, customers, subscription, settings,
 * calendar, reviews, waitlist), so they live here and no feature imports another for them (issue #30,
 * no circles between features, docs/architecture.md §3). The settings screen edits the same cached
 * profile (`stylistKeys.profile`), so a change there shows at once.
 */
export const stylistKeys = {
  /** The whole profile; the settings screen's mutations write and invalidate it. */
  profile: (id: number) => ['settings', 'stylist', id] as const,
  timeZone: (stylistId: number | null) => ['stylist', stylistId, 'time-zone'] as const,
};

export const getStylist = (id: number) => apiFetch<Stylist>(`/api/stylists/${id}`, { auth: true });

export const stylistQueryOptions = (id: number) =>
  queryOptions({ queryKey: stylistKeys.profile(id), queryFn: () => getStylist(id) });

function useOwnProfile() {
  const { stylistId } = useSession();
  return useQuery({ ...stylistQueryOptions(stylistId ?? 0), enabled: stylistId !== null, staleTime: 5 * 60_000 });
}

/** The signed-in stylist's currency (issue #29; null while her profile loads): every amount on her screens is written in it. */
export function useStylistCurrency(): string | null {
  return useOwnProfile().data?.currency ?? null;
}

/**
 * The signed-in stylist's country (issue #29.4; null while her profile loads or when she has not
 * chosen one): the phone numbers she types are read in it, and numbers of it are shown nationally.
 */
export function useStylistCountry(): string | null {
  return useOwnProfile().data?.country ?? null;
}

/** GET /api/stylists/{id}: only its time zone's IANA id (`timeZone.value`) matters here (UTC when none is set). */
export const getStylistTimeZone = async (stylistId: number) =>
  (await apiFetch<Stylist>(`/api/stylists/${stylistId}`, { auth: true })).timeZone?.value ?? 'UTC';

export const stylistTimeZoneQueryOptions = (stylistId: number | null) =>
  queryOptions({
    queryKey: stylistKeys.timeZone(stylistId),
    queryFn: () => getStylistTimeZone(stylistId ?? 0),
    enabled: stylistId !== null,
    staleTime: 5 * 60_000,
  });

/** The signed-in stylist's IANA time zone, as a query (`data` is 'UTC' when she has set none). */
export function useStylistTimeZone() {
  const { stylistId } = useSession();
  return useQuery(stylistTimeZoneQueryOptions(stylistId));
}
