import type { PublicStylist } from '@chairly/shared/stylists/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const getPublicStylist = (subdomain: string) =>
  apiFetch<PublicStylist>(`/api/public/stylists/subdomain/${encodeURIComponent(subdomain)}`);

export const publicStylistQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: bookingKeys.stylist(subdomain),
    queryFn: () => getPublicStylist(subdomain),
    staleTime: 5 * 60_000,
  });

export function usePublicStylist(subdomain: string) {
  return useQuery(publicStylistQueryOptions(subdomain));
}
