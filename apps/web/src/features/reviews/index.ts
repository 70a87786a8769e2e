export { PendingReviewsBadge } from './components/pending-reviews-badge';
/** Average, count and latest published reviews of the subdomain's stylist, for the public page. */
export { PublicReviews } from './components/public-reviews';
/** The public page waits for the reviews with its other data, so they appear without a layout shift. */
export { publicRatesQueryOptions, usePublicRates } from './api/get-public-rates';
