import { preferredLocale, serviceListSchema, serviceRequestSchema, serviceSchema } from '@chairly/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import { serviceIdParamsSchema, serviceListQuerySchema } from './services.schemas';
import type { ServicesService } from './services.service';

const tags = ['services'];

/** docs/product.md §7 Services: the signed-in stylist's own services only. */
export const servicesRoutes: FastifyPluginAsyncZod<{ service: ServicesService }> = async (app, { service }) => {
  guardRoutes(app, app.requireStylist);
  // Issue #34: every member reads the services; staff may not change them.
  const managers = app.requireMemberRole('owner', 'manager');

  app.get(
    '/api/services',
    {
      schema: {
        tags,
        summary: 'Services of the stylist (page, itemsPerPage, order[name|price|hourly|duration|public], search); default id descending',
        querystring: serviceListQuerySchema,
        response: { 200: serviceListSchema },
      },
    },
    async (request) => service.list(stylistOf(request).stylistId, request.query, preferredLocale(request.headers['accept-language'])),
  );

  app.get(
    '/api/services/:id',
    { schema: { tags, summary: 'One service', params: serviceIdParamsSchema, response: { 200: serviceSchema } } },
    async (request) => service.get(stylistOf(request).stylistId, request.params.id, preferredLocale(request.headers['accept-language'])),
  );

  app.post(
    '/api/services',
    { onRequest: managers, schema: { tags, summary: 'Add a service (duration 0 is stored as 45)', body: serviceRequestSchema, response: { 201: serviceSchema } } },
    async (request, reply) => {
      const created = await service.create(stylistOf(request).stylistId, request.body, preferredLocale(request.headers['accept-language']));
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/services/:id',
    {
      onRequest: managers,
      schema: { tags, summary: 'Replace a service', params: serviceIdParamsSchema, body: serviceRequestSchema, response: { 200: serviceSchema } },
    },
    async (request) =>
      service.update(stylistOf(request).stylistId, request.params.id, request.body, preferredLocale(request.headers['accept-language'])),
  );

  app.delete(
    '/api/services/:id',
    { onRequest: managers, schema: { tags, summary: 'Delete a service (appointments keep their history)', params: serviceIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
