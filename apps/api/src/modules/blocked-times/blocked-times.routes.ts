import {
  appointmentListSchema,
  blockedTimeCreateSchema,
  blockedTimeListSchema,
  blockedTimeRangeQuerySchema,
  blockedTimeResultSchema,
  blockedTimeUpdateSchema,
  coveredAppointmentsQuerySchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { BlockedTimesService } from './blocked-times.service';

const tags = ['blocked time'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Issue 18 (1): the signed-in stylist's blocked time (holiday, doctor, training); only her own. */
export const blockedTimesRoutes: FastifyPluginAsyncZod<{ service: BlockedTimesService }> = async (app, { service }) => {
  guardRoutes(app, app.requireStylist);
  // Issue #34: blocked time closes the whole business in stage 1 (no member's own week yet): staff
  // see it in the calendar but may not change it.
  const managers = app.requireMemberRole('owner', 'manager');

  app.get(
    '/api/blocked_times',
    {
      schema: {
        tags,
        summary: 'Blocked ranges overlapping [startsAt[after], startsAt[strictly_before]) (at most 366 days), by start',
        querystring: blockedTimeRangeQuerySchema,
        response: { 200: blockedTimeListSchema },
      },
    },
    async (request) => service.list(stylistOf(request).stylistId, request.query),
  );

  app.get(
    '/api/blocked_times/covered_appointments',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'The held and booked appointments that blocking [startsAt, endsAt) would cover (asked before blocking)',
        querystring: coveredAppointmentsQuerySchema,
        response: { 200: appointmentListSchema },
      },
    },
    async (request) => service.covered(stylistOf(request).stylistId, request.query),
  );

  app.post(
    '/api/blocked_times',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Block a range (end after start, at most 366 days); the answer lists the appointments it covers, which stay until cancelled',
        body: blockedTimeCreateSchema,
        response: { 201: blockedTimeResultSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(stylistOf(request).stylistId, request.body)),
  );

  app.put(
    '/api/blocked_times/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Move, resize or edit a blocked range; the answer lists the appointments it now covers',
        params,
        body: blockedTimeUpdateSchema,
        response: { 200: blockedTimeResultSchema },
      },
    },
    async (request) => service.update(stylistOf(request).stylistId, request.params.id, request.body),
  );

  app.delete(
    '/api/blocked_times/:id',
    { onRequest: managers, schema: { tags, summary: 'Delete a blocked range (its time is free again)', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
