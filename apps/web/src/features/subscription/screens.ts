import type { LazyScreen } from '@/config/route-types';

/** Subscription screens (docs/product.md §2): the plans page and the return from checkout. */
export const subscriptionScreens = {
  plans: () => import('./routes/plans-page'),
  return: () => import('./routes/return-page'),
} satisfies Record<string, LazyScreen>;
