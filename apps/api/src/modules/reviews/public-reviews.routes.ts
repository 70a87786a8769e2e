import { publicReviewsSchema, reviewCreatedSchema, reviewCreateSchema, reviewStatusResponseSchema, ROLES } from '@chairly/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteStylist } from '../appointments-core/index';
import type { PublicReviewsService } from './public-reviews.service';
import { reviewStatusQuerySchema, reviewUuidParamsSchema } from './reviews.schemas';

const tags = ['reviews'];
/**
 * Per client address and link: enough for a person, not for flooding one appointment. Guessing
 * a link's token (256 random bits) stays under the global per-address limit as well.
 */
export const REVIEW_RATE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `review:${request.ip}:${(request.params as { uuid?: string }).uuid ?? ''}`,
};

/**
 * The signed-in customer's account, when the call carries an API token: verified by the app's own
 * guard (an invalid or expired token → 401, so the SPA refreshes and retries); a stylist's token
 * proves nothing here. The routes stay public: the link's token is the other proof.
 */
async function signedInCustomer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  if (!request.headers.authorization) return null;
  await app.requireAuth(request, reply);
  const claims = request.auth;
  return claims?.roles.includes(ROLES.customer) && claims.customerAccountId ? claims.customerAccountId : null;
}

/**
 * Review by link and the public reviews of a subdomain. The uuid names the appointment; the proof
 * that the caller is its customer is the link's single-use token or her sign-in (issue #28.4).
 */
export const publicReviewsRoutes: FastifyPluginAsyncZod<{ service: PublicReviewsService; siteStylist: SiteStylist }> = async (app, { service, siteStylist }) => {
  app.get(
    '/api/public/appointment/:uuid/review/status',
    {
      schema: {
        tags,
        summary: "Whether the appointment behind the link can be reviewed; without the link's token or the customer's sign-in: status unknown, nothing else",
        params: reviewUuidParamsSchema,
        querystring: reviewStatusQuerySchema,
        response: { 200: reviewStatusResponseSchema },
      },
      config: { rateLimit: REVIEW_RATE_LIMIT },
    },
    async (request, reply) => {
      const customerAccountId = await signedInCustomer(app, request, reply);
      return service.status(await siteStylist(request.site), request.params.uuid, { token: request.query.token, customerAccountId });
    },
  );

  app.post(
    '/api/public/appointment/:uuid/review',
    {
      schema: {
        tags,
        summary: "Review a completed appointment once, with the link's token or signed in as its customer (404 unknown or no proof, 422 not completed, 409 already reviewed or link used)",
        params: reviewUuidParamsSchema,
        body: reviewCreateSchema,
        response: { 201: reviewCreatedSchema },
      },
      config: { rateLimit: REVIEW_RATE_LIMIT },
    },
    async (request, reply) => {
      const customerAccountId = await signedInCustomer(app, request, reply);
      const stylistId = await siteStylist(request.site);
      const { rating, comment, token } = request.body;
      return reply.code(201).send(await service.create(stylistId, request.params.uuid, { rating, comment: comment ?? '' }, { token, customerAccountId }));
    },
  );

  app.get(
    '/api/public/rates',
    { schema: { tags, summary: 'Published reviews of the subdomain\'s stylist: average, count and the latest ones', response: { 200: publicReviewsSchema } } },
    async (request) => service.publicRates(await siteStylist(request.site)),
  );
};
