import type { OpenHour } from '@chairly/shared/settings/open-hours';
import type { HydraCollection } from '@chairly/shared/hydra';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { calendarKeys } from './keys';

/** GET /api/open_hours: shaded as business hours (a failure leaves the calendar unshaded, docs/product.md §8). */
export const getOpenHours = () => apiFetch<HydraCollection<OpenHour>>('/api/open_hours', { auth: true });

export const openHoursQueryOptions = () => queryOptions({ queryKey: calendarKeys.openHours(), queryFn: getOpenHours, staleTime: 5 * 60_000 });

export function useOpenHours() {
  return useQuery(openHoursQueryOptions());
}
