import {
  appointmentListSchema,
  blockedTimeCreateSchema,
  blockedTimeListSchema,
  blockedTimeRangeQuerySchema,
  blockedTimeResultSchema,
  blockedTimeUpdateSchema,
  coveredAppointmentsQuerySchema,
  memberQuerySchema,
} from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { MemberWeekTargets } from '../members/index';
import type { BlockedTimesService } from './blocked-times.service';

const tags = ['blocked time'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Issue 18 (1): the business's blocked time (holiday, doctor, training). Issue #34 stage 2 (D63):
 * each range is a member's; owners and managers read and change anyone's, staff their own (403
 * otherwise; the whole team's list too when she sees the team's calendar).
 */
export const blockedTimesRoutes: FastifyPluginAsyncZod<{ service: BlockedTimesService; targets: MemberWeekTargets }> = async (app, { service, targets }) => {
  guardRoutes(app, app.requireStylist);
  /** The member whose range `id` is, when the caller may change it. */
  const rangeOf = async (request: FastifyRequest, id: number) => targets.member(request, await service.memberOf(stylistOf(request).stylistId, id));

  app.get(
    '/api/blocked_times',
    {
      schema: {
        tags,
        summary:
          "A member's blocked ranges (`member`, else the caller's own; `member=all`: every member's) overlapping [startsAt[after], startsAt[strictly_before]) (at most 366 days), by start",
        querystring: blockedTimeRangeQuerySchema,
        response: { 200: blockedTimeListSchema },
      },
    },
    async (request) => service.list(stylistOf(request).stylistId, await targets.blockedList(request, request.query.member), request.query),
  );

  app.get(
    '/api/blocked_times/covered_appointments',
    {
      schema: {
        tags,
        summary: "The member's (`member`, else the caller's own) held and booked appointments that blocking [startsAt, endsAt) would cover (asked before blocking)",
        querystring: coveredAppointmentsQuerySchema,
        response: { 200: appointmentListSchema },
      },
    },
    async (request) => service.covered(stylistOf(request).stylistId, (await targets.member(request, request.query.member)).memberId, request.query),
  );

  app.post(
    '/api/blocked_times',
    {
      schema: {
        tags,
        summary:
          "Block a range of a member's time (`memberId`, else `member`, else the caller's own; end after start, at most 366 days); the answer lists her appointments it covers, which stay until cancelled",
        querystring: memberQuerySchema,
        body: blockedTimeCreateSchema,
        response: { 201: blockedTimeResultSchema },
      },
    },
    async (request, reply) => {
      const member = await targets.member(request, request.body.memberId ?? request.query.member);
      return reply.code(201).send(await service.create(stylistOf(request).stylistId, member.memberId, request.body));
    },
  );

  app.put(
    '/api/blocked_times/:id',
    {
      schema: {
        tags,
        summary: 'Move, resize or edit a blocked range (staff: only her own); the answer lists the appointments of hers it now covers',
        params,
        body: blockedTimeUpdateSchema,
        response: { 200: blockedTimeResultSchema },
      },
    },
    async (request) => {
      await rangeOf(request, request.params.id);
      return service.update(stylistOf(request).stylistId, request.params.id, request.body);
    },
  );

  app.delete(
    '/api/blocked_times/:id',
    { schema: { tags, summary: 'Delete a blocked range (its time is free again; staff: only her own)', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await rangeOf(request, request.params.id);
      await service.remove(stylistOf(request).stylistId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
