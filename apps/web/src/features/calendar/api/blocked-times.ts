import type { AppointmentList } from '@chairly/shared/appointments/contracts';
import type { BlockedTimeCreate, BlockedTimeList, BlockedTimeResult, BlockedTimeUpdate } from '@chairly/shared/blocked-times/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';
import { rangeKey, rangeToQuery, type VisibleRange } from '../utils/range-query';

/** Blocked time (issue 18): its own cache root; a change refreshes the appointments too (what it covers may change). */
export const blockedTimesKeys = {
  all: () => ['blocked-times'] as const,
  range: (range: VisibleRange) => ['blocked-times', 'range', rangeKey(range)] as const,
  covered: (startsAt: string, endsAt: string) => ['blocked-times', 'covered', Date.parse(startsAt), Date.parse(endsAt)] as const,
};

/** GET /api/blocked_times: the ranges overlapping the visible range (a holiday that began before it too). */
export const getBlockedTimesRange = (range: VisibleRange, signal?: AbortSignal) =>
  apiFetch<BlockedTimeList>('/api/blocked_times', { auth: true, query: rangeToQuery(range), signal });

export const blockedTimesRangeQueryOptions = (range: VisibleRange | null) =>
  queryOptions({
    queryKey: range ? blockedTimesKeys.range(range) : [...blockedTimesKeys.all(), 'range'],
    queryFn: ({ signal }): Promise<BlockedTimeList> => (range ? getBlockedTimesRange(range, signal) : Promise.reject(new Error('no range'))),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export function useBlockedTimesRange(range: VisibleRange | null) {
  return useQuery(blockedTimesRangeQueryOptions(range));
}

/** GET /api/blocked_times/covered_appointments: the held and booked appointments a range would cover. */
export const getCoveredAppointments = (startsAt: string, endsAt: string, signal?: AbortSignal) =>
  apiFetch<AppointmentList>('/api/blocked_times/covered_appointments', { auth: true, query: { startsAt, endsAt }, signal });

export function useCoveredAppointments(range: { startsAt: string; endsAt: string } | null) {
  return useQuery({
    queryKey: range ? blockedTimesKeys.covered(range.startsAt, range.endsAt) : [...blockedTimesKeys.all(), 'covered'],
    queryFn: ({ signal }) => (range ? getCoveredAppointments(range.startsAt, range.endsAt, signal) : Promise.reject(new Error('no range'))),
    enabled: range !== null,
    staleTime: 0,
  });
}

export type SaveBlockedTime = { id: number | null } & BlockedTimeCreate;

/** POST (new) or PUT /api/blocked_times/{id} (moved, resized, edited). */
export const saveBlockedTime = ({ id, ...body }: SaveBlockedTime) =>
  id === null
    ? apiFetch<BlockedTimeResult>('/api/blocked_times', { method: 'POST', body, auth: true })
    : apiFetch<BlockedTimeResult>(`/api/blocked_times/${id}`, { method: 'PUT', body: body satisfies BlockedTimeUpdate, auth: true });

/** DELETE /api/blocked_times/{id}: its time is free again. */
export const deleteBlockedTime = (id: number) => apiFetch<void>(`/api/blocked_times/${id}`, { method: 'DELETE', auth: true });

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: blockedTimesKeys.all() }), client.invalidateQueries({ queryKey: appointmentsKeys.all() })]);
}

export function useSaveBlockedTime() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveBlockedTime, onSettled: refresh });
}

export function useDeleteBlockedTime() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteBlockedTime, onSettled: refresh });
}
