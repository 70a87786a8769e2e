import type { OpenHour } from '@chairly/shared/settings/open-hours';
import type { HydraCollection } from '@chairly/shared/hydra';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '@/lib/api-client';
import { toBusinessHours, type BusinessHour } from '../utils/to-events';
import { calendarKeys } from './keys';

/** GET /api/open_hours: shaded as business hours (a failure leaves the calendar unshaded, docs/product.md §8). */
export const getOpenHours = () => apiFetch<HydraCollection<OpenHour>>('/api/open_hours', { auth: true });

export const openHoursQueryOptions = () => queryOptions({ queryKey: calendarKeys.openHours(), queryFn: getOpenHours, staleTime: 5 * 60_000 });

export function useOpenHours() {
  return useQuery(openHoursQueryOptions());
}

/** GET /api/open_hours?member={id}: one member's week (issue #34), shaded in her column. */
const getMemberOpenHours = (member: number) => apiFetch<HydraCollection<OpenHour>>('/api/open_hours', { auth: true, query: { member: String(member) } });

/** The answers only (a stable function: TanStack Query then keeps the same list while they stay the same). */
const answersOf = (results: { data?: HydraCollection<OpenHour> }[]) => results.map((result) => result.data);

/**
 * Each member's open hours as business hours, by member id (the team's calendar). Under the open
 * hours' cache root, so a change in Settings refreshes them; one she may not read is left out
 * (her column then shades the caller's own hours).
 */
export function useMembersBusinessHours(members: readonly number[]): ReadonlyMap<number, BusinessHour[]> {
  const answers = useQueries({
    queries: members.map((member) => ({
      queryKey: [...calendarKeys.openHours(), { member }] as const,
      queryFn: () => getMemberOpenHours(member),
      staleTime: 5 * 60_000,
    })),
    combine: answersOf,
  });
  return useMemo(() => {
    const hours = new Map<number, BusinessHour[]>();
    answers.forEach((answer, index) => {
      const member = members[index];
      if (answer && member !== undefined) hours.set(member, toBusinessHours(answer['hydra:member']));
    });
    return hours;
  }, [answers, members]);
}
