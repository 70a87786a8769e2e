import type { HydraCollection } from '@chairly/shared/hydra';
import type { SpecialDay } from '@chairly/shared/settings/special-days';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { VisibleRange } from '../utils/range-query';

/**
 * GET /api/open_hours/overrides for the visible dates (issue #31.11): her special days and accepted
 * public holidays, shaded in the calendar (a failure leaves them unshaded, like the open hours).
 */
export function useSpecialDaysRange(range: VisibleRange | null) {
  const [after, before] = [range?.start.slice(0, 10) ?? '', range?.end.slice(0, 10) ?? ''];
  return useQuery({
    queryKey: ['open-hours', 'special-days', after, before] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<HydraCollection<SpecialDay>>('/api/open_hours/overrides', { auth: true, query: { 'date[after]': after, 'date[strictly_before]': before }, signal }))['hydra:member'],
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
