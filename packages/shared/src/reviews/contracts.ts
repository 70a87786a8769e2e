import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
/** How many of the latest published reviews the public page receives. */
export const PUBLIC_REVIEWS_LIMIT = 10;

/**
 * GET /api/public/appointment/{uuid}/review/status?token=…: what the link's visitor may do. `unknown`:
 * no such appointment, or no proof that the caller is its customer (no or a wrong token, not her
 * sign-in); `link_expired`: the link's token is genuine but too old (issue #28.4).
 */
export const REVIEW_STATUSES = ['can_review', 'already_reviewed', 'not_completed', 'link_expired', 'unknown'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatusResponseSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  stylist: z.object({ businessName: z.string() }).nullable(),
  appointment: z.object({ startsAt: z.string(), services: z.array(z.string()) }).nullable(),
});
export type ReviewStatusResponse = z.infer<typeof reviewStatusResponseSchema>;

/** The single-use token of a review link (`?token=` of the review request's URL). */
export const reviewLinkTokenSchema = z.string().max(128, 'The review link is not valid');

/** POST /api/public/appointment/{uuid}/review: `token` from the link, or none when signed in as the customer. */
export const reviewCreateSchema = z.strictObject({
  token: reviewLinkTokenSchema.optional(),
  rating: z.number().int().min(REVIEW_RATING_MIN, 'Choose 1 to 5 stars').max(REVIEW_RATING_MAX, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, `The comment is limited to ${REVIEW_COMMENT_MAX} characters`).default(''),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewCreatedSchema = z.object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() });

/** A review as the stylist sees it (GET /api/rates, /api/rates/{id}). */
export const reviewSchema = z.object({
  '@id': z.string(),
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  public: z.boolean(),
  /** Null until the stylist first publishes or hides it: such a review is pending. */
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ name: z.string(), lastName: z.string() }).nullable(),
  appointment: z.object({ id: z.number().int(), startsAt: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = hydraCollectionSchema(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/** PUT /api/rates/{id}: publish (true) or hide (false). */
export const reviewUpdateSchema = z.strictObject({ public: z.boolean() });
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const pendingReviewCountSchema = z.object({ count: z.number().int().nonnegative() });
export type PendingReviewCount = z.infer<typeof pendingReviewCountSchema>;

/** GET /api/public/rates: published reviews of the subdomain's stylist. */
export const publicReviewSchema = z.object({ id: z.number().int(), rating: z.number().int(), comment: z.string(), authorName: z.string(), createdAt: z.string() });
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewsSchema = z.object({
  /** Mean rating of all published reviews, one decimal; null without any. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  reviews: z.array(publicReviewSchema),
});
export type PublicReviews = z.infer<typeof publicReviewsSchema>;
