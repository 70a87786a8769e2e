import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TimeZonesService } from './time-zones.service';
import { timeZoneListQuerySchema, timeZoneListSchema } from './time-zones.schemas';

export const timeZonesRoutes: FastifyPluginAsyncZod<{ service: TimeZonesService }> = async (app, { service }) => {
  app.get(
    '/api/time_zone_dictionaries',
    {
      schema: {
        tags: ['settings'],
        summary: 'Time zones for the settings screen (pagination=false returns all)',
        querystring: timeZoneListQuerySchema,
        response: { 200: timeZoneListSchema },
      },
    },
    async (request) => service.list(request.query),
  );
};
