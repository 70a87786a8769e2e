import type { HydraCollection } from '@chairly/shared/hydra';
import type { OpenHour, OpenHoursRequest } from '@chairly/shared/settings/open-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Issue #34 stage 2: `member` names whose week (undefined: the caller's own, as before). */
const memberQuery = (member: number | undefined) =>
  member === undefined ? {} : { member: String(member) };

export const getOpenHours = (member?: number) =>
  apiFetch<HydraCollection<OpenHour>>('/api/open_hours', {
    auth: true,
    query: { 'order[weekDay]': 'asc', ...memberQuery(member) },
  });

export const openHoursQueryOptions = (member?: number) =>
  queryOptions({
    queryKey: settingsKeys.openHours(member),
    queryFn: async () => (await getOpenHours(member))['hydra:member'],
  });

export function useOpenHours(member?: number) {
  return useQuery(openHoursQueryOptions(member));
}

export const saveOpenHours = (rows: OpenHoursRequest, member?: number) =>
  apiFetch<HydraCollection<OpenHour>>('/api/open_hours', {
    method: 'POST',
    body: rows,
    auth: true,
    query: memberQuery(member),
  });

/** Replaces every row at once; the server answers the stored list. */
export function useSaveOpenHours(member?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: OpenHoursRequest) => saveOpenHours(rows, member),
    onSuccess: (list) => client.setQueryData(settingsKeys.openHours(member), list['hydra:member']),
  });
}
