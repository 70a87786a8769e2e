export const dashboardKeys = {
  statistic: (type: string) => ['dashboard', 'statistic', type] as const,
  schedule: (date: string) => ['dashboard', 'schedule', date] as const,
};
