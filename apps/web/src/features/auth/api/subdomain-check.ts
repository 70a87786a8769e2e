import type { SubdomainCheckResponse } from '@chairly/shared/stylists/subdomain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const checkSubdomain = (subdomain: string, signal?: AbortSignal) =>
  apiFetch<SubdomainCheckResponse>(
    `/api/public/stylists/subdomain/${encodeURIComponent(subdomain)}/check`,
    { signal },
  );

export const subdomainCheckQueryOptions = (subdomain: string) =>
  queryOptions({
    queryKey: ['auth', 'subdomain-check', subdomain],
    queryFn: ({ signal }) => checkSubdomain(subdomain, signal),
    staleTime: 10_000,
  });

/** Live availability of a subdomain; `null` skips the call (empty or already known invalid). */
export function useSubdomainCheck(subdomain: string | null) {
  return useQuery({ ...subdomainCheckQueryOptions(subdomain ?? ''), enabled: subdomain !== null });
}
