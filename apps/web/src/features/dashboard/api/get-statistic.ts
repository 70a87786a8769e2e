import type { ByNumbers, DashboardStatisticType, ServicesGroup, StatisticValue } from '@chairly/shared/dashboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './keys';

type Shapes = { 'dashboard-statistic-by-numbers': ByNumbers; 'appointments-services-group': ServicesGroup };
export type StatisticOf<T extends DashboardStatisticType> = T extends keyof Shapes ? Shapes[T] : StatisticValue;

export const getStatistic = <T extends DashboardStatisticType>(type: T) =>
  apiFetch<StatisticOf<T>>(`/api/dashboard/statistics/${type}`, { auth: true });

export function useStatistic<T extends DashboardStatisticType>(type: T) {
  return useQuery({ queryKey: dashboardKeys.statistic(type), queryFn: () => getStatistic(type), staleTime: 30_000 });
}
