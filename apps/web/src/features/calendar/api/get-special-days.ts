import type { HydraCollection } from '@chairly/shared/hydra';
import type { SpecialDay } from '@chairly/shared/settings/special-days';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

const daysOf = (results: { data?: SpecialDay[] }[]) => results.map((result) => result.data);

/**
 * Issue #34: each member's own special days for the visible dates, by member id (the team's
 * calendar shades them in her column; the salon's are `useSpecialDaysRange`'s). One she may not
 * read is left out.
 */
export function useMembersSpecialDaysRange(range: VisibleRange | null, members: readonly number[]): ReadonlyMap<number, SpecialDay[]> {
  const [after, before] = [range?.start.slice(0, 10) ?? '', range?.end.slice(0, 10) ?? ''];
  const answers = useQueries({
    queries: members.map((member) => ({
      queryKey: ['open-hours', 'special-days', after, before, { member }] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await apiFetch<HydraCollection<SpecialDay>>('/api/open_hours/overrides', { auth: true, query: { 'date[after]': after, 'date[strictly_before]': before, member }, signal }))['hydra:member'],
      enabled: range !== null,
      staleTime: 60_000,
    })),
    combine: daysOf,
  });
  return useMemo(() => {
    const days = new Map<number, SpecialDay[]>();
    answers.forEach((answer, index) => {
      const member = members[index];
      if (answer && member !== undefined) days.set(member, answer);
    });
    return days;
  }, [answers, members]);
}
