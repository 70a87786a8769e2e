import { customerListSchema, customerRequestSchema, customerSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { MemberAccess } from '../appointments-core/index';
import { customerIdParamsSchema, customerListQuerySchema } from './customers.schemas';
import type { CustomersService } from './customers.service';

const tags = ['customers'];

/** docs/product.md §7 Customers (stylist): the signed-in stylist's own customers only. */
export const customersRoutes: FastifyPluginAsyncZod<{ service: CustomersService; access: MemberAccess }> = async (app, { service, access }) => {
  guardRoutes(app, app.requireStylist);
  // Issue #34: staff see and edit only the customers they have an appointment with (others: 404);
  // they may add one (to book her); deleting is for owners and managers.

  app.get(
    '/api/customers',
    {
      schema: {
        tags,
        summary: 'Customers of the stylist (deleted=false by default; search, page, itemsPerPage, order[name|lastName|email|id])',
        querystring: customerListQuerySchema,
        response: { 200: customerListSchema },
      },
    },
    // `?member=`: customers with an appointment with that member, within what the caller may see (issue #34, D68).
    async (request) => service.list(stylistOf(request).stylistId, request.query, await access.filteredMember(request, request.query.member)),
  );

  app.get(
    '/api/customers/:id',
    { preHandler: access.customer('read'), schema: { tags, summary: 'One customer', params: customerIdParamsSchema, response: { 200: customerSchema } } },
    async (request) => service.get(stylistOf(request).stylistId, request.params.id),
  );

  app.post(
    '/api/customers',
    { schema: { tags, summary: 'Add a customer', body: customerRequestSchema, response: { 201: customerSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(stylistOf(request).stylistId, request.body)),
  );

  app.put(
    '/api/customers/:id',
    {
      preHandler: access.customer('write'),
      schema: { tags, summary: 'Replace a customer', params: customerIdParamsSchema, body: customerRequestSchema, response: { 200: customerSchema } },
    },
    async (request) => service.update(stylistOf(request).stylistId, request.params.id, request.body),
  );

  app.delete(
    '/api/customers/:id',
    { onRequest: app.requireMemberRole('owner', 'manager'), schema: { tags, summary: 'Delete a customer (sets the deleted flag; appointments remain)', params: customerIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
