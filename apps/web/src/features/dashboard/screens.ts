import type { LazyScreen } from '@/config/route-types';

/** The dashboard (docs/product.md §2, full layout): figures, charts and schedules; Recharts stays in its own chunk. */
export const dashboardScreens = {
  dashboard: () => import('./routes/dashboard-page'),
} satisfies Record<string, LazyScreen>;
