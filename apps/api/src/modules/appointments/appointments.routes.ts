import {
  appointmentCreateSchema,
  appointmentDetailSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentRangeQuerySchema,
  appointmentRangeSchema,
  appointmentTransitionsSchema,
  appointmentUpdateSchema,
  RANGE_PAGE_SIZE,
  cancelQuerySchema,
  seriesCreatedSchema,
  seriesCreateSchema,
  seriesPreviewRequestSchema,
  seriesPreviewSchema,
  setStateRequestSchema,
  setStateResponseSchema,
} from '@chairly/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, memberOf, roleForbidden, stylistOf } from '../../plugins/auth';
import type { MemberAccess } from '../appointments-core/index';
import type { AppointmentsService } from './appointments.service';
import type { SeriesService } from './series.service';
import type { TransitionsService } from './transitions.service';

const tags = ['appointments'];
const params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** docs/product.md §7 Calendar and appointments (stylist): only the signed-in stylist's own appointments. */
export const appointmentsRoutes: FastifyPluginAsyncZod<{ service: AppointmentsService; transitions: TransitionsService; series: SeriesService; access: MemberAccess }> = async (
  app,
  { service, transitions, series, access },
) => {
  guardRoutes(app, app.requireStylist);
  // Issue #34: staff reach only their own appointments (the others' answer 404); reading the team's
  // when the owner allows it (member-access.ts). What staff book is theirs.
  const reads = { preHandler: access.appointment('read') };
  const writes = { preHandler: access.appointment('write') };
  const bookedBy = (request: FastifyRequest) => {
    const { role, memberId } = memberOf(request);
    return role === 'staff' && memberId !== null ? memberId : undefined;
  };
  /** The staff member writing (issue #34, D64): she books and keeps only her own (another member → 403). */
  const writer = (request: FastifyRequest, body: { memberId?: number | undefined }) => {
    const self = bookedBy(request);
    if (self !== undefined && body.memberId !== undefined && body.memberId !== self) throw roleForbidden();
    return self;
  };

  app.get(
    '/api/appointments',
    {
      schema: {
        tags,
        summary: `The calendar: appointments starting in [startsAt[after], startsAt[strictly_before]) (at most 62 days), ${RANGE_PAGE_SIZE} a page at most (then \`hydra:next\`), as calendar rows (the rest is in the detail); expired and released holds left out; \`member={id}\`: that member's only (a staff member without the team's calendar: hers only)`,
        querystring: appointmentRangeQuerySchema,
        response: { 200: appointmentRangeSchema },
      },
      // D55: the calendar's rows are written as built (one typed function, calendar-view.ts), not
      // parsed against the schema first (a microsecond a row; query-plans.test.ts checks the shape).
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const { stylistId } = stylistOf(request);
      // A staff member's calendar is hers alone unless the owner lets her see the team's (member-access.ts);
      // `?member=` narrows it to one member's column or filter (issue #34, D65).
      return service.list(stylistId, request.query, await access.filteredMember(request, request.query.member));
    },
  );

  app.get(
    '/api/appointments/list',
    {
      schema: {
        tags,
        summary: 'A page of the appointments starting in [startsAt[after], startsAt[strictly_before]) (at most 366 days), by state and customer search; without a state, expired and released holds are left out',
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListSchema },
      },
    },
    // `?member=`: one member's, within what the caller may see (issue #34, D68).
    async (request) => service.listPage(stylistOf(request).stylistId, request.query, await access.filteredMember(request, request.query.member)),
  );

  app.get(
    '/api/appointments/:id',
    { ...reads, schema: { tags, summary: 'One appointment with its state history', params, response: { 200: appointmentDetailSchema } } },
    async (request) => service.get(stylistOf(request).stylistId, request.params.id),
  );

  app.post(
    '/api/appointments',
    { schema: { tags, summary: "Book an appointment for a member (memberId; absent: a staff member's own, else the owner's); end and amount follow from her services; 409 on overlap", body: appointmentCreateSchema, response: { 201: appointmentDetailSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(stylistOf(request).stylistId, request.body, writer(request, request.body))),
  );

  app.post(
    '/api/appointments/series/preview',
    {
      schema: {
        tags,
        summary: 'Issue #19.3: every occurrence of a repeated appointment with its status (free | appointment | blocked | closed) and, for a conflict, the nearest free time that day',
        body: seriesPreviewRequestSchema,
        response: { 200: seriesPreviewSchema },
      },
    },
    async (request) => series.preview(stylistOf(request).stylistId, request.body, writer(request, request.body)),
  );

  app.post(
    '/api/appointments/series',
    {
      schema: {
        tags,
        summary: 'Issue #19.3: book the chosen occurrences as one series in one transaction (all or nothing; 409 naming an occurrence taken meanwhile)',
        body: seriesCreateSchema,
        response: { 201: seriesCreatedSchema },
      },
    },
    async (request, reply) => {
      // Repeating an appointment joins it to the series: it must be one she may change.
      if (request.body.appointmentId !== undefined) await access.checkAppointment(request, request.body.appointmentId, 'write');
      return reply.code(201).send(await series.create(stylistOf(request).stylistId, request.body, writer(request, request.body)));
    },
  );

  app.put(
    '/api/appointments/:id',
    { ...writes, schema: { tags, summary: 'Move, resize, edit or reassign (memberId) a booked appointment; 409 on overlap (nothing changed)', params, body: appointmentUpdateSchema, response: { 200: appointmentDetailSchema } } },
    async (request) => service.update(stylistOf(request).stylistId, request.params.id, request.body, writer(request, request.body)),
  );

  app.delete(
    '/api/appointments/:id',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Cancel a booked appointment or release a hold (kept, with its history); scope=following also cancels the later occurrences of its series',
        params,
        querystring: cancelQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.cancel(stylistOf(request).stylistId, request.params.id, request.query.scope);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/appointment/:id/transitions',
    { ...reads, schema: { tags, summary: 'The transitions allowed now, each with whether it charges', params, response: { 200: appointmentTransitionsSchema } } },
    async (request) => transitions.list(stylistOf(request).stylistId, request.params.id),
  );

  app.post(
    '/api/appointment/:id/set-state',
    { ...writes, schema: { tags, summary: 'Apply a transition (409 wrong/final state, 422 not yet/no longer allowed)', params, body: setStateRequestSchema, response: { 200: setStateResponseSchema } } },
    async (request) => transitions.apply(stylistOf(request).stylistId, request.params.id, request.body.transition),
  );
};
