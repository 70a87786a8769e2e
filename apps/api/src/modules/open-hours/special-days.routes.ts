import {
  acceptHolidaysRequestSchema,
  acceptHolidaysResponseSchema,
  holidayCountriesSchema,
  holidaysQuerySchema,
  publicHolidaysSchema,
  specialDayParamsSchema,
  specialDayRequestSchema,
  specialDaySchema,
  specialDaysCollectionSchema,
  specialDaysMemberQuerySchema,
  specialDaysQuerySchema,
} from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stylistOf } from '../../plugins/auth';
import { holidayCountries } from './public-holidays';
import type { MemberWeekTargets } from '../members/index';
import type { SpecialDaysService } from './special-days.service';

type Options = { specialDays: SpecialDaysService; targets: MemberWeekTargets };

/** Issue 18: special days and the public holidays offered as closed days. */
export const specialDaysRoutes: FastifyPluginAsyncZod<Options> = async (app, { specialDays, targets }) => {
  const stylist = { onRequest: app.requireStylist };
  // Issue #34: the salon's public holidays; staff read them only.
  const managers = { onRequest: [app.requireStylist, app.requireMemberRole('owner', 'manager')] };
  app.get(
    '/api/open_hours/overrides',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary:
          'Special days (per-date hours replacing the weekday’s; closed when without intervals), from today by default: the salon’s (`member=salon`, the default for owners and managers) or a member’s own (`member={id}`, the default for staff)',
        querystring: specialDaysQuerySchema,
        response: { 200: specialDaysCollectionSchema },
      },
    },
    async (request) => specialDays.list(stylistOf(request).stylistId, request.query, await targets.days(request, request.query.member, 'read')),
  );
  // Issue #34 (D63): owners and managers change the salon's days and anyone's own; staff only their own (403 otherwise).
  app.post(
    '/api/open_hours/overrides',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary: 'Set the hours of one date (an empty list closes it), replacing what it had: the salon’s or a member’s own (`member`, as in the list)',
        querystring: specialDaysMemberQuerySchema,
        body: specialDayRequestSchema,
        response: { 200: specialDaySchema },
      },
    },
    async (request) => specialDays.put(stylistOf(request).stylistId, request.body, await targets.days(request, request.query.member, 'write')),
  );
  app.delete(
    '/api/open_hours/overrides/:date',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary: 'The date follows its weekday’s hours (or, for a member’s own day, the salon’s day) again',
        querystring: specialDaysMemberQuerySchema,
        params: specialDayParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await specialDays.remove(stylistOf(request).stylistId, request.params.date, await targets.days(request, request.query.member, 'write'));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/api/open_hours/holidays/countries',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary: 'Countries and regions whose public holidays can be offered (date-holidays)',
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: holidayCountriesSchema },
      },
    },
    async (request) => holidayCountries(request.query.lang),
  );
  app.get(
    '/api/open_hours/holidays',
    {
      ...stylist,
      schema: {
        tags: ['settings'],
        summary: 'Public holidays of the next 12 months (her saved country and region unless given)',
        querystring: holidaysQuerySchema,
        response: { 200: publicHolidaysSchema },
      },
    },
    async (request) => specialDays.holidays(stylistOf(request).stylistId, request.query),
  );
  app.post(
    '/api/open_hours/holidays/accept',
    {
      ...managers,
      schema: {
        tags: ['settings'],
        summary: 'Close the chosen public holidays (one or all); dates that already have special hours are skipped',
        body: acceptHolidaysRequestSchema,
        response: { 200: acceptHolidaysResponseSchema },
      },
    },
    async (request) => specialDays.acceptHolidays(stylistOf(request).stylistId, request.body),
  );
};
