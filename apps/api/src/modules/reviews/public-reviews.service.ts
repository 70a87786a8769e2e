import { AppError, PUBLIC_REVIEWS_LIMIT, type PublicReviews, type ReviewStatusResponse } from '@chairly/shared';
import { formatInZone } from '../availability/index';
import { hashReviewToken, REVIEW_TOKEN_PATTERN } from './review-links';
import type { ReviewsRepository, ReviewTarget } from './reviews.repository';

type Repository = Pick<ReviewsRepository, 'targetByUuid' | 'insert' | 'publicSummary' | 'linkToken' | 'isCustomerOfAccount'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the caller shows to prove she is the appointment's customer: the link's token, her sign-in, or both. */
export type ReviewProof = { token?: string | undefined; customerAccountId?: number | null | undefined };

/**
 * How the caller stands towards the appointment: its customer signed in (`owner`), the holder of an
 * unused link token (`link`), of a used or expired one, or nobody in particular (`none`).
 */
type Access = 'owner' | 'link' | 'used' | 'expired' | 'none';

/** "Anna M.": the public page never shows a customer's full last name. */
export function authorName(name: string | null, lastName: string | null): string {
  const first = (name ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first) return '';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

const UNKNOWN: ReviewStatusResponse = { status: 'unknown', stylist: null, appointment: null };

/**
 * Review by link (issue #28.4): the appointment's uuid only names the appointment; the stylist
 * reads it everywhere, so it proves nothing. The proof is the single-use token of the review
 * request's link, or the customer's own sign-in. Without it (also: a uuid that does not exist, or
 * that belongs to another stylist than the subdomain's) the appointment is "unknown" and nothing
 * about it is revealed.
 */
export function createPublicReviewsService(repository: Repository) {
  async function target(siteStylistId: number, uuid: string): Promise<ReviewTarget | null> {
    if (!UUID.test(uuid)) return null;
    const found = await repository.targetByUuid(uuid.toLowerCase());
    return found && found.stylistId === siteStylistId ? found : null;
  }

  async function access(found: ReviewTarget, proof: ReviewProof): Promise<Access> {
    if (proof.customerAccountId && found.customerId !== null && (await repository.isCustomerOfAccount(found.stylistId, found.customerId, proof.customerAccountId))) {
      return 'owner';
    }
    if (proof.token && REVIEW_TOKEN_PATTERN.test(proof.token)) {
      const token = await repository.linkToken(found.appointmentId, hashReviewToken(proof.token));
      if (token) return token.used ? 'used' : token.expired ? 'expired' : 'link';
    }
    return 'none';
  }

  return {
    async status(siteStylistId: number, uuid: string, proof: ReviewProof = {}): Promise<ReviewStatusResponse> {
      const found = await target(siteStylistId, uuid);
      const how = found ? await access(found, proof) : 'none';
      if (!found || how === 'none') return UNKNOWN;
      // An expired link is an old message: it says so, and shows nothing of the appointment.
      if (how === 'expired' && !found.reviewed) return { status: 'link_expired', stylist: null, appointment: null };
      const status = found.reviewed ? 'already_reviewed' : found.state === 'completed' ? 'can_review' : 'not_completed';
      return {
        status,
        stylist: { businessName: found.businessName },
        appointment: { startsAt: formatInZone(found.startsAt.getTime(), found.timeZone), services: found.services },
      };
    },
    /**
     * 404 without proof (the same answer as an unknown uuid: the caller learns nothing, and the
     * stylist gets no oracle), 409 when the link was used already or the appointment has its review.
     */
    async create(siteStylistId: number, uuid: string, input: { rating: number; comment: string }, proof: ReviewProof = {}) {
      const found = await target(siteStylistId, uuid);
      const how = found ? await access(found, proof) : 'none';
      if (!found || how === 'none' || how === 'expired') throw new AppError('NOT_FOUND', 'No appointment to review for this link: it is incomplete, expired, or not yours');
      if (how === 'used' || found.reviewed) throw new AppError('CONFLICT', 'This appointment has already been reviewed');
      if (found.state !== 'completed') throw new AppError('BUSINESS_RULE', 'Only a completed appointment can be reviewed');
      const created = await repository.insert(found, input);
      if (!created) throw new AppError('CONFLICT', 'This appointment has already been reviewed');
      return { rating: created.rating, comment: created.comment, createdAt: formatInZone(created.createdAt.getTime(), found.timeZone) };
    },
    async publicRates(stylistId: number): Promise<PublicReviews> {
      const summary = await repository.publicSummary(stylistId, PUBLIC_REVIEWS_LIMIT);
      return {
        average: summary.average,
        count: summary.count,
        reviews: summary.latest.map((r) => ({ id: r.id, rating: r.rating, comment: r.comment, authorName: authorName(r.name, r.lastName), createdAt: r.createdAt.toISOString() })),
      };
    },
  };
}
export type PublicReviewsService = ReturnType<typeof createPublicReviewsService>;
