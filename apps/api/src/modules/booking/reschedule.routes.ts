import { appointmentSchema, availableDatesSchema, rescheduleDatesParamsSchema, rescheduleDatesQuerySchema, rescheduleInfoSchema, rescheduleRequestSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import { BOOKING_RATE_LIMIT } from './booking.routes';
import type { RescheduleService } from './reschedule.service';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Issue #19.1: a customer moves an own booking (docs/product.md §7 customer calls, the booking calls' rate limit). */
export const rescheduleRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; reschedule: RescheduleService }> = async (app, { siteStylist, reschedule }) => {
  app.get(
    '/api/logged-customer/appointment/:id/reschedule',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['booking'],
        summary: "Whether the customer may still move this own booking online (not inside the stylist's cancellation window), and the stylist's contact",
        params: z.object({ id }),
        response: { 200: rescheduleInfoSchema },
      },
    },
    async (request) => reschedule.info(await siteStylist(request.site), customerOf(request).customerAccountId, request.params.id),
  );

  app.get(
    '/api/logged-customer/appointment/:id/available-dates/period/:startDate/:endDate',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['booking'],
        summary:
          "Free start times per date (stylist's wall clock, period up to 62 days) for moving this own booking: its own services, length, buffer " +
          'and processing windows, its current time not counted as busy; member={id} one member\'s times (another member\'s with her own durations), absent or any: anyone\'s',
        params: rescheduleDatesParamsSchema,
        querystring: rescheduleDatesQuerySchema,
        response: { 200: availableDatesSchema },
      },
    },
    async (request) => {
      const { id: appointmentId, startDate, endDate } = request.params;
      return reschedule.dates(await siteStylist(request.site), customerOf(request).customerAccountId, appointmentId, { startDate, endDate }, request.query.member);
    },
  );

  app.post(
    '/api/logged-customer/appointment/reschedule',
    {
      onRequest: app.requireCustomer,
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags: ['booking'],
        summary:
          'Move an own booked appointment to another start for the same services, in one transaction (the new time taken and the old freed together): ' +
          "the slot rules of a new booking (422), 409 when the time is taken, 422 inside the stylist's cancellation window (contact her); card, note and amount stay. " +
          'memberId: the member to move it to; absent: anyone, the member it had first (another member takes it at her own durations and prices)',
        body: rescheduleRequestSchema,
        response: { 200: appointmentSchema },
      },
    },
    async (request) => reschedule.reschedule(await siteStylist(request.site), customerOf(request).customerAccountId, request.body),
  );
};
