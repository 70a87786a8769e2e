import type { Schedule } from '@chairly/shared/dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export const getSchedule = (date: string) => apiFetch<Schedule>(`/api/appointments/schedule/${date}`, { auth: true });

/** `date` is null until today's date in the stylist's zone is known. */
export function useSchedule(date: string | null) {
  return useQuery({ queryKey: dashboardKeys.schedule(date ?? ''), queryFn: () => getSchedule(date ?? ''), enabled: date !== null, staleTime: 30_000 });
}
