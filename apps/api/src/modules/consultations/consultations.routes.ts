import { consultationRequestSchema, consultationSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import { BOOKING_RATE_LIMIT } from '../booking/index';
import type { ConsultationsService } from './consultations.service';

export const consultationsRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; service: ConsultationsService }> = async (app, { siteStylist, service }) => {
  app.post(
    '/api/logged-customer/services/request-consultation',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['booking'],
        summary: 'Ask the stylist for a consultation (optionally about one public service)',
        body: consultationRequestSchema,
        response: { 201: consultationSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.request(await siteStylist(request.site), customerOf(request).customerAccountId, request.body)),
  );
};
