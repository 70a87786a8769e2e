import { publicReviewsSchema, reviewCreatedSchema, reviewCreateSchema, reviewStatusResponseSchema } from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteStylist } from '../appointments-core/index';
import type { PublicReviewsService } from './public-reviews.service';
import { reviewUuidParamsSchema } from './reviews.schemas';

const tags = ['reviews'];
/**
 * Per client address and link: enough for a person, not for flooding one appointment. Guessing
 * links (122 random bits) stays under the global per-address limit as well.
 */
export const REVIEW_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `review:${request.ip}:${(request.params as { uuid?: string }).uuid ?? ''}`,
};

/** Review by link (no login; the appointment uuid is the credential) and the public reviews of a subdomain. */
export const publicReviewsRoutes: FastifyPluginAsyncZod<{ service: PublicReviewsService; siteStylist: SiteStylist }> = async (app, { service, siteStylist }) => {
  app.get(
    '/api/public/appointment/:uuid/review/status',
    {
      schema: { tags, summary: 'Whether the appointment behind the link can be reviewed (unknown uuid → status unknown, nothing else)', params: reviewUuidParamsSchema, response: { 200: reviewStatusResponseSchema } },
      config: { rateLimit: REVIEW_RATE_LIMIT },
    },
    async (request) => service.status(await siteStylist(request.site), request.params.uuid),
  );

  app.post(
    '/api/public/appointment/:uuid/review',
    {
      schema: { tags, summary: 'Review a completed appointment once (404 unknown, 422 not completed, 409 already reviewed)', params: reviewUuidParamsSchema, body: reviewCreateSchema, response: { 201: reviewCreatedSchema } },
      config: { rateLimit: REVIEW_RATE_LIMIT },
    },
    async (request, reply) => {
      const stylistId = await siteStylist(request.site);
      return reply.code(201).send(await service.create(stylistId, request.params.uuid, { rating: request.body.rating, comment: request.body.comment ?? '' }));
    },
  );

  app.get(
    '/api/public/rates',
    { schema: { tags, summary: 'Published reviews of the subdomain\'s stylist: average, count and the latest ones', response: { 200: publicReviewsSchema } } },
    async (request) => service.publicRates(await siteStylist(request.site)),
  );
};
