import { AppError, type Review } from '@chairly/shared';
import { hydraCollection, toLimitOffset } from '../../lib/hydra';
import type { ReviewRow, ReviewsRepository } from './reviews.repository';
import type { RatesListQuery } from './reviews.schemas';

const PATH = '/api/rates';
type Repository = Pick<ReviewsRepository, 'list' | 'count' | 'findById' | 'setPublic' | 'pendingCount'>;

export function toReview(row: ReviewRow): Review {
  return {
    '@id': `${PATH}/${row.id}`,
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    public: row.public,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    customer: row.customer,
    appointment: { id: row.appointment.id, startsAt: row.appointment.startsAt.toISOString() },
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Review not found');

/** The signed-in stylist's reviews; another stylist's review is "not found". */
export function createRatesService(repository: Repository) {
  async function get(stylistId: number, id: number): Promise<Review> {
    const row = await repository.findById(stylistId, id);
    if (!row) throw notFound();
    return toReview(row);
  }

  return {
    async list(stylistId: number, query: RatesListQuery) {
      const ascending = query['order[createdAt]'] === 'asc';
      const [rows, total] = await Promise.all([
        repository.list(stylistId, { isPublic: query.public, ascending, ...toLimitOffset(query) }),
        repository.count(stylistId, query.public),
      ]);
      return hydraCollection({ context: '/api/contexts/Rate', id: PATH, members: rows.map(toReview), total });
    },
    get,
    /** Publish or hide; the first update also takes the review out of the pending count. */
    async update(stylistId: number, id: number, isPublic: boolean): Promise<Review> {
      if (!(await repository.setPublic(stylistId, id, isPublic))) throw notFound();
      return get(stylistId, id);
    },
    async pendingCount(stylistId: number) {
      return { count: await repository.pendingCount(stylistId) };
    },
  };
}
export type RatesService = ReturnType<typeof createRatesService>;
