import type { HydraCollection } from '@chairly/shared/hydra';
import type { OpenHour, OpenHoursRequest } from '@chairly/shared/settings/open-hours';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getOpenHours = () =>
  apiFetch<HydraCollection<OpenHour>>('/api/open_hours', {
    auth: true,
    query: { 'order[weekDay]': 'asc' },
  });

export const openHoursQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.openHours(),
    queryFn: async () => (await getOpenHours())['hydra:member'],
  });

export function useOpenHours() {
  return useQuery(openHoursQueryOptions());
}

export const saveOpenHours = (rows: OpenHoursRequest) =>
  apiFetch<HydraCollection<OpenHour>>('/api/open_hours', {
    method: 'POST',
    body: rows,
    auth: true,
  });

/** Replaces every row at once; the server answers the stored list. */
export function useSaveOpenHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOpenHours,
    onSuccess: (list) => client.setQueryData(settingsKeys.openHours(), list['hydra:member']),
  });
}
