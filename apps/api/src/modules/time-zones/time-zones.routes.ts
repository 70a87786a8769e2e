import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TimeZonesService } from './time-zones.service';
import { timeZoneListQuerySchema, timeZoneListSchema } from './time-zones.schemas';

const TIME_ZONES_CACHE = 'public, max-age=3600';

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
    // The same for every caller and changed only by a release: any cache may keep it an hour (issue #32.5).
    async (request, reply) => reply.header('cache-control', TIME_ZONES_CACHE).send(await service.list(request.query)),
  );
};
