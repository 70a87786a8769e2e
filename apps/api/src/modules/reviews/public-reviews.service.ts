import { AppError, PUBLIC_REVIEWS_LIMIT, type PublicReviews, type ReviewCreate, type ReviewStatusResponse } from '@chairly/shared';
import { formatInZone } from '../availability/index';
import type { ReviewsRepository, ReviewTarget } from './reviews.repository';

type Repository = Pick<ReviewsRepository, 'targetByUuid' | 'insert' | 'publicSummary'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "Anna M.": the public page never shows a customer's full last name. */
export function authorName(name: string | null, lastName: string | null): string {
  const first = (name ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0);
  if (!first) return '';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * Review by link: the appointment's uuid is the credential. A uuid that does not exist, or that
 * belongs to another stylist than the subdomain's, is "unknown" and reveals nothing.
 */
export function createPublicReviewsService(repository: Repository) {
  async function target(siteStylistId: number, uuid: string): Promise<ReviewTarget | null> {
    if (!UUID.test(uuid)) return null;
    const found = await repository.targetByUuid(uuid.toLowerCase());
    return found && found.stylistId === siteStylistId ? found : null;
  }

  return {
    async status(siteStylistId: number, uuid: string): Promise<ReviewStatusResponse> {
      const found = await target(siteStylistId, uuid);
      if (!found) return { status: 'unknown', stylist: null, appointment: null };
      const status = found.reviewed ? 'already_reviewed' : found.state === 'completed' ? 'can_review' : 'not_completed';
      return {
        status,
        stylist: { businessName: found.businessName },
        appointment: { startsAt: formatInZone(found.startsAt.getTime(), found.timeZone), services: found.services },
      };
    },
    async create(siteStylistId: number, uuid: string, input: Required<ReviewCreate>) {
      const found = await target(siteStylistId, uuid);
      if (!found) throw new AppError('NOT_FOUND', 'Appointment not found');
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
