import { pendingReviewCountSchema, reviewListSchema, reviewSchema, reviewUpdateSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { RatesService } from './rates.service';
import { rateIdParamsSchema, ratesListQuerySchema } from './reviews.schemas';

const tags = ['reviews'];

/** docs/product.md §7 GET /api/rates (list, by id), PUT /api/rates/{id}: the signed-in stylist's reviews only. */
export const ratesRoutes: FastifyPluginAsyncZod<{ service: RatesService }> = async (app, { service }) => {
  guardRoutes(app, app.requireStylist);

  app.get(
    '/api/rates',
    { schema: { tags, summary: 'Reviews of the stylist, newest first (public=true|false, page, itemsPerPage, order[createdAt])', querystring: ratesListQuerySchema, response: { 200: reviewListSchema } } },
    async (request) => service.list(stylistOf(request).stylistId, request.query),
  );

  app.get(
    '/api/rates/pending-count',
    { schema: { tags, summary: 'Reviews the stylist has neither published nor hidden yet', response: { 200: pendingReviewCountSchema } } },
    async (request) => service.pendingCount(stylistOf(request).stylistId),
  );

  app.get(
    '/api/rates/:id',
    { schema: { tags, summary: 'One review', params: rateIdParamsSchema, response: { 200: reviewSchema } } },
    async (request) => service.get(stylistOf(request).stylistId, request.params.id),
  );

  app.put(
    '/api/rates/:id',
    // Issue #34: moderating reviews: not for staff, who may read them.
    { onRequest: app.requireMemberRole('owner', 'manager'), schema: { tags, summary: 'Publish (public: true) or hide (public: false) a review', params: rateIdParamsSchema, body: reviewUpdateSchema, response: { 200: reviewSchema } } },
    async (request) => service.update(stylistOf(request).stylistId, request.params.id, request.body.public),
  );
};
