import { memberQuerySchema, openHoursCollectionSchema, openHoursRequestSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stylistOf } from '../../plugins/auth';
import type { MemberWeekTargets } from '../members/index';
import type { SiteStylistResolver } from '../stylist-settings/index';
import type { OpenHoursService } from './open-hours.service';

type Options = { service: OpenHoursService; siteStylist: SiteStylistResolver; targets: MemberWeekTargets };

export const openHoursRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, siteStylist, targets }) => {
  const response = { 200: openHoursCollectionSchema };
  app.get(
    '/api/open_hours',
    {
      onRequest: app.requireStylist,
      schema: {
        tags: ['settings'],
        summary: "A member's open hours (`member`, else the caller's own), by day then start; staff read only their own (403) unless they see the team's calendar",
        querystring: memberQuerySchema,
        response,
      },
    },
    async (request) => service.list(stylistOf(request).stylistId, (await targets.member(request, request.query.member, 'read')).memberId),
  );
  app.post(
    '/api/open_hours',
    {
      // Issue #34 (D63): each member's week; owners and managers change anyone's, staff their own (403 otherwise).
      onRequest: app.requireStylist,
      schema: {
        tags: ['settings'],
        summary: "Replace all of a member's open hours at once (`member`, else the caller's own; nothing changes when any row is invalid)",
        querystring: memberQuerySchema,
        body: openHoursRequestSchema,
        response,
      },
    },
    async (request) => service.replace(stylistOf(request).stylistId, (await targets.member(request, request.query.member)).memberId, request.body),
  );
  app.get(
    '/api/public/open_hours',
    {
      schema: {
        tags: ['public'],
        summary: 'Open hours of the stylist of this subdomain: the owner’s week, or `member`’s (a member taking online bookings; else 404)',
        querystring: memberQuerySchema,
        response,
      },
    },
    async (request) => service.publicList(await siteStylist(request), request.query.member),
  );
};
