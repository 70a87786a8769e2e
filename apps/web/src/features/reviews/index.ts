import type { LazyScreen } from '@/config/route-types';

/** Reviews screens (SPEC §2): the stylist's list and the review form reached by link. */
export const reviewScreens = {
  list: () => import('./routes/review-list-page'),
  review: () => import('./routes/review-page'),
} satisfies Record<string, LazyScreen>;

export { PendingReviewsBadge } from './components/pending-reviews-badge';
/** Average, count and latest published reviews of the subdomain's stylist, for the public page. */
export { PublicReviews } from './components/public-reviews';
/** The public page waits for the reviews with its other data, so they appear without a layout shift. */
export { usePublicRates } from './api/get-public-rates';
