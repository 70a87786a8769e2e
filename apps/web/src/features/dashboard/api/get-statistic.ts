import type { ByNumbers, DashboardStatisticType, ServicesGroup, StatisticValue } from '@chairly/shared/dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './keys';

type Shapes = { 'dashboard-statistic-by-numbers': ByNumbers; 'appointments-services-group': ServicesGroup };
export type StatisticOf<T extends DashboardStatisticType> = T extends keyof Shapes ? Shapes[T] : StatisticValue;

/** `member`: that member's figures only (issue #34, D66); null: the business's. */
export const getStatistic = <T extends DashboardStatisticType>(type: T, member: number | null = null) =>
  apiFetch<StatisticOf<T>>(`/api/dashboard/statistics/${type}${member === null ? '' : `?member=${member}`}`, { auth: true });

export function useStatistic<T extends DashboardStatisticType>(type: T, member: number | null = null) {
  return useQuery({ queryKey: dashboardKeys.statistic(type, member), queryFn: () => getStatistic(type, member), staleTime: 30_000 });
}
