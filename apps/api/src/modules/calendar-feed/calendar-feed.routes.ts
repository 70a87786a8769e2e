import { calendarFeedSchema, calendarFeedStatusSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { customerOf, memberOf, stylistOf } from '../../plugins/auth';
import type { SiteStylist } from '../appointments-core/index';
import type { CalendarFeedService } from './calendar-feed.service';

const CALENDAR = 'text/calendar; charset=utf-8';

/**
 * Issue #19.5: the stylist's feed (make or replace, turn off), the feed itself, and a customer's booking file.
 * Issue #34 (D68): every member has a feed of her own (her appointments and blocked time); these
 * calls act on the caller's. A token without a member (older tokens, API keys) is the owner's.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ service: CalendarFeedService; siteStylist: SiteStylist }> = async (app, { service, siteStylist }) => {
  const whose = (request: FastifyRequest) => ({ stylistId: stylistOf(request).stylistId, memberId: memberOf(request).memberId });

  app.get(
    '/api/calendar-feed',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['calendar feed'],
        summary: 'Whether the caller (a member) has her private calendar feed, and since when (its URL is shown only when it is made: only its hash is kept)',
        response: { 200: calendarFeedStatusSchema },
      },
    },
    async (request) => service.status(whose(request)),
  );

  app.post(
    '/api/calendar-feed/regenerate',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['calendar feed'],
        summary: 'A new feed URL (her first, or one replacing the old, which answers 404 from now on); shown this once',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => service.regenerate(whose(request)),
  );

  app.delete(
    '/api/calendar-feed',
    {
      onRequest: app.requireStylist,
      schema: { tags: ['calendar feed'], summary: 'Turn her feed off: its URL answers 404 from now on', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.turnOff(whose(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar-feed/:file',
    {
      schema: {
        tags: ['calendar feed'],
        summary:
          "A member's own appointments and blocked time (30 days back to 365 ahead) as iCalendar for Google or Apple Calendar to subscribe to; `{token}.ics`, " +
          'the unguessable token is the credential; no customer e-mail or phone',
        params: z.object({ file: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { body, lastModified } = await service.feed(request.params.file);
      // A calendar polls every hour: with Last-Modified (and the ETag every GET gets, plugins/http-caching.ts)
      // an unchanged feed answers 304 without a body.
      if (lastModified) reply.header('last-modified', lastModified.toUTCString());
      return reply.type(CALENDAR).header('cache-control', 'private, no-cache').send(body);
    },
  );

  app.get(
    '/api/logged-customer/appointment-by-uuid/:uuid/ics',
    {
      onRequest: app.requireCustomer,
      schema: { tags: ['booking'], summary: 'An own booking as a calendar file (same UID and SEQUENCE as the e-mailed ones)', params: z.object({ uuid: z.uuid() }) },
    },
    async (request, reply) => {
      const body = await service.customerFile(await siteStylist(request.site), customerOf(request).customerAccountId, request.params.uuid);
      return reply.type(CALENDAR).header('content-disposition', 'attachment; filename="appointment.ics"').send(body);
    },
  );
};
