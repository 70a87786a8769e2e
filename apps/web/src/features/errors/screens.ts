import type { LazyScreen } from '@/config/route-types';

/** Error pages (full layout, no login). */
export const errorScreens = {
  notFound: () => import('./routes/not-found-page'),
  forbidden: () => import('./routes/forbidden-page'),
} satisfies Record<string, LazyScreen>;
