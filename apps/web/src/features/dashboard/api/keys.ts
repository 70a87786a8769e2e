export const dashboardKeys = {
  statistic: (type: string, member: number | null = null) => ['dashboard', 'statistic', type, member] as const,
  schedule: (date: string) => ['dashboard', 'schedule', date] as const,
};
