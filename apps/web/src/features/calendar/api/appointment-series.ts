import type { SeriesCreate, SeriesCreated, SeriesPreview, SeriesPreviewRequest } from '@chairly/shared/appointments/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** POST /api/appointments/series/preview: every occurrence with its status and, for a conflict, the nearest free time that day. */
export const previewSeries = (body: SeriesPreviewRequest) => apiFetch<SeriesPreview>('/api/appointments/series/preview', { method: 'POST', body, auth: true });

/** POST /api/appointments/series: the chosen occurrences, all or nothing (409 names the one taken meanwhile). */
export const createSeries = (body: SeriesCreate) => apiFetch<SeriesCreated>('/api/appointments/series', { method: 'POST', body, auth: true });

export function usePreviewSeries() {
  return useMutation({ mutationFn: previewSeries });
}

export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSeries, onSuccess: () => client.invalidateQueries({ queryKey: calendarKeys.ranges() }) });
}
