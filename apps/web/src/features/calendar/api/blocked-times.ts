import type { AppointmentList } from '@chairly/shared/appointments/contracts';
import type { BlockedTimeCreate, BlockedTimeList, BlockedTimeResult, BlockedTimeUpdate } from '@chairly/shared/blocked-times/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentsKeys } from '@/features/appointments';
import { apiFetch } from '@/lib/api-client';
import { rangeKey, rangeToQuery, type VisibleRange } from '../utils/range-query';

/** Blocked time (issue 18): its own cache root; a change refreshes the appointments too (what it covers may change). */
export const blockedTimesKeys = {
  all: () => ['blocked-times'] as const,
  range: (range: VisibleRange, member?: BlockedMember) => ['blocked-times', 'range', rangeKey(range), ...(member === undefined ? [] : [{ member }])] as const,
  covered: (startsAt: string, endsAt: string, member?: number) => ['blocked-times', 'covered', Date.parse(startsAt), Date.parse(endsAt), ...(member === undefined ? [] : [{ member }])] as const,
};

/** Whose blocked time (issue #34): one member's, or `all` (every member's: the team's calendar); absent, the caller's own. */
export type BlockedMember = number | 'all';

/** GET /api/blocked_times: the ranges overlapping the visible range (a holiday that began before it too). */
export const getBlockedTimesRange = (range: VisibleRange, signal?: AbortSignal, member?: BlockedMember) =>
  apiFetch<BlockedTimeList>('/api/blocked_times', { auth: true, query: { ...rangeToQuery(range), ...(member === undefined ? {} : { member: String(member) }) }, signal });

export const blockedTimesRangeQueryOptions = (range: VisibleRange | null, member?: BlockedMember) =>
  queryOptions({
    queryKey: range ? blockedTimesKeys.range(range, member) : [...blockedTimesKeys.all(), 'range'],
    queryFn: ({ signal }): Promise<BlockedTimeList> => (range ? getBlockedTimesRange(range, signal, member) : Promise.reject(new Error('no range'))),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

export function useBlockedTimesRange(range: VisibleRange | null, member?: BlockedMember) {
  return useQuery(blockedTimesRangeQueryOptions(range, member));
}

/** GET /api/blocked_times/covered_appointments: the held and booked appointments a range would cover (`member`'s: issue #34; absent, the caller's own). */
export const getCoveredAppointments = (startsAt: string, endsAt: string, signal?: AbortSignal, member?: number) =>
  apiFetch<AppointmentList>('/api/blocked_times/covered_appointments', { auth: true, query: { startsAt, endsAt, ...(member === undefined ? {} : { member: String(member) }) }, signal });

export function useCoveredAppointments(range: { startsAt: string; endsAt: string } | null, member?: number) {
  return useQuery({
    queryKey: range ? blockedTimesKeys.covered(range.startsAt, range.endsAt, member) : [...blockedTimesKeys.all(), 'covered'],
    queryFn: ({ signal }) => (range ? getCoveredAppointments(range.startsAt, range.endsAt, signal, member) : Promise.reject(new Error('no range'))),
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
