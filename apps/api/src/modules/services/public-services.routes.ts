import { preferredLocale, publicServiceListSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicServicesService } from './public-services.service';
import { publicServiceListQuerySchema } from './services.schemas';

export const publicServicesRoutes: FastifyPluginAsyncZod<{ service: PublicServicesService }> = async (app, { service }) => {
  app.get(
    '/api/public/services',
    {
      schema: {
        tags: ['public'],
        summary: "Public services of the stylist of the request's subdomain, in category order; `member`: those she performs, at her own durations and prices (a member taking online bookings, else 404)",
        querystring: publicServiceListQuerySchema,
        response: { 200: publicServiceListSchema },
      },
    },
    async (request) => service.list(request.site, preferredLocale(request.headers['accept-language']), request.query.member),
  );
};
