import { openHoursCollectionSchema, openHoursRequestSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { SiteStylistResolver } from '../stylist-settings/index';
import type { OpenHoursService } from './open-hours.service';

type Options = { service: OpenHoursService; siteStylist: SiteStylistResolver };

export const openHoursRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, siteStylist }) => {
  const response = { 200: openHoursCollectionSchema };
  app.get(
    '/api/open_hours',
    { onRequest: app.requireStylist, schema: { tags: ['settings'], summary: 'Open hours, by day then start', response } },
    async (request) => service.list(stylistOf(request).stylistId),
  );
  app.post(
    '/api/open_hours',
    {
      // Issue #34: the business's hours; staff read them only.
      onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')],
      schema: {
        tags: ['settings'],
        summary: 'Replace all open hours at once (nothing changes when any row is invalid)',
        body: openHoursRequestSchema,
        response,
      },
    },
    async (request) => service.replace(stylistOf(request).stylistId, request.body),
  );
  app.get(
    '/api/public/open_hours',
    { schema: { tags: ['public'], summary: 'Open hours of the stylist of this subdomain', response } },
    async (request) => service.list(await siteStylist(request)),
  );
};
