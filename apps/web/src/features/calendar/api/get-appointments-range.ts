import type { AppointmentRange } from '@chairly/shared/appointments/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { rangeToQuery, type VisibleRange } from '../utils/range-query';
import { calendarKeys } from './keys';

/** The cursor of an answer's next page (`hydra:view`'s `hydra:next`), null on the last page. */
export function nextCursor(list: AppointmentRange): string | null {
  const next = list['hydra:view']?.['hydra:next'];
  return next ? new URL(next, 'http://placeholder').searchParams.get('cursor') : null;
}

/**
 * GET /api/appointments for the visible range only; refetched when the range changes. An answer
 * holds a bounded page (issue #33, D50): the calendar shows every appointment of the range, so
 * the next pages are read until there is none.
 */
export async function getAppointmentsRange(range: VisibleRange, signal?: AbortSignal, member?: number): Promise<AppointmentRange> {
  // Issue #34 (D65): `member` narrows it to one member's appointments (the week's member filter).
  const query = { ...rangeToQuery(range), ...(member === undefined ? {} : { member: String(member) }) };
  const first = await apiFetch<AppointmentRange>('/api/appointments', { auth: true, query, signal });
  const members = [...first['hydra:member']];
  for (let cursor = nextCursor(first); cursor; ) {
    const page = await apiFetch<AppointmentRange>('/api/appointments', { auth: true, query: { ...query, cursor }, signal });
    members.push(...page['hydra:member']);
    cursor = nextCursor(page);
  }
  return { ...first, 'hydra:member': members };
}

export const appointmentsRangeQueryOptions = (range: VisibleRange | null, member?: number) =>
  queryOptions({
    queryKey: range ? calendarKeys.range(range, member) : calendarKeys.ranges(),
    queryFn: ({ signal }): Promise<AppointmentRange> => (range ? getAppointmentsRange(range, signal, member) : Promise.reject(new Error('no range'))),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export function useAppointmentsRange(range: VisibleRange | null, member?: number) {
  return useQuery(appointmentsRangeQueryOptions(range, member));
}
