import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createPublicReviewsService } from './public-reviews.service';
import { publicReviewsRoutes } from './public-reviews.routes';
import { createRatesService } from './rates.service';
import { ratesRoutes } from './rates.routes';
import { createReviewsRepository } from './reviews.repository';
import { documentErrors } from '../../plugins/openapi-errors';

export { createReviewLinks, REVIEW_LINK_TTL_DAYS, type ReviewLinks } from './review-links';

/** Issue 11: reviews by link, the stylist's reviews (publish/hide, pending count), public reviews. */
export const reviewsModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  // Not a stylist's host (the public reviews): 404; reviewed already (also by link, unsigned): 409; the review rules: 422.
  documentErrors(app, [404]);
  documentErrors(app, [409, 422], { writesOnly: true });
  const repository = createReviewsRepository(app.db);
  const siteStylist = createSiteStylist(createBookingContextRepository(app.db, defaultCurrency), app.stylistChanges);
  await app.register(publicReviewsRoutes, { service: createPublicReviewsService(repository), siteStylist });
  await app.register(ratesRoutes, { service: createRatesService(repository) });
};
