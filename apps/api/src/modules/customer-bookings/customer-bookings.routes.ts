import {
  appointmentSchema,
  bookingCustomerProfileSchema,
  cancellationInfoSchema,
  customerAppointmentListSchema,
  customerAppointmentsQuerySchema,
  customerCancelResponseSchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes, customerOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import { BOOKING_RATE_LIMIT } from '../booking/index';
import type { CustomerBookingsService } from './customer-bookings.service';

const tags = ['booking'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** docs/product.md §7 Signed-in customer: own bookings with the stylist of the request's subdomain. */
export const customerBookingsRoutes: FastifyPluginAsyncZod<{ siteStylist: SiteStylist; service: CustomerBookingsService }> = async (app, { siteStylist, service }) => {
  guardRoutes(app, app.requireCustomer);
  const who = async (request: Parameters<typeof customerOf>[0]) => [await siteStylist(request.site), customerOf(request).customerAccountId] as const;

  app.get(
    '/api/logged-customer/appointments',
    { schema: { tags, summary: "The customer's bookings (period=upcoming|past|all); holds (running, expired, released) are not bookings and are left out", querystring: customerAppointmentsQuerySchema, response: { 200: customerAppointmentListSchema } } },
    async (request) => service.list(...(await who(request)), request.query),
  );

  app.get(
    '/api/logged-customer/appointment-by-uuid/:uuid',
    { schema: { tags, summary: 'One own appointment by uuid', params: z.object({ uuid: z.uuid() }), response: { 200: appointmentSchema } } },
    async (request) => service.byUuid(...(await who(request)), request.params.uuid),
  );

  app.get(
    '/api/logged-customer/appointment/:id/cancellation',
    {
      schema: { tags, summary: 'Whether cancelling now is inside the cancellation window (a fee may be charged)', params: z.object({ id }), response: { 200: cancellationInfoSchema } },
    },
    async (request) => service.cancellation(...(await who(request)), request.params.id),
  );

  app.delete(
    '/api/logged-customer/appointment',
    {
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: { tags, summary: 'Cancel an own booked appointment before it starts (an own hold is released)', querystring: z.object({ appointmentId: id }).loose(), response: { 200: customerCancelResponseSchema } },
    },
    async (request) => service.cancel(...(await who(request)), request.query.appointmentId),
  );

  app.get(
    '/api/logged-customer/customer',
    { schema: { tags, summary: "The customer's profile at this stylist (id null before the first booking)", response: { 200: bookingCustomerProfileSchema } } },
    async (request) => service.profile(...(await who(request))),
  );
};
