import type { LazyScreen } from '@/config/route-types';

/** Reviews screens (docs/product.md §2): the stylist's list and the review form reached by link. */
export const reviewScreens = {
  list: () => import('./routes/review-list-page'),
  review: () => import('./routes/review-page'),
} satisfies Record<string, LazyScreen>;
