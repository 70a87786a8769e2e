import { dashboardStatisticParamsSchema, dashboardStatisticSchema, memberQuerySchema, scheduleParamsSchema, scheduleSchema } from '@chairly/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes, stylistOf } from '../../plugins/auth';
import type { DashboardService } from './dashboard.service';

const tags = ['dashboard'];

/** docs/product.md §7 Dashboard: statistics and the day's schedule of the signed-in stylist, in the stylist's zone. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (app, { service }) => {
  // Issue #34: the business's figures: not for staff.
  guardRoutes(app, app.requireMemberRole('owner', 'manager'));

  app.get(
    '/api/dashboard/statistics/:type',
    {
      schema: {
        tags,
        summary: 'One dashboard statistic (types of docs/product.md §3; unknown → 404); `member={id}`: that member\'s figures only (D66); see docs/dashboard.md',
        params: dashboardStatisticParamsSchema,
        querystring: memberQuerySchema,
        response: { 200: dashboardStatisticSchema },
      },
    },
    async (request) => service.statistic(stylistOf(request).stylistId, request.params.type, request.query.member),
  );

  app.get(
    '/api/appointments/schedule/:date',
    {
      schema: {
        tags,
        summary: "Booked, completed and no-show appointments of a local day (yyyy-MM-dd), by start; `member={id}`: that member's only (issue #34)",
        params: scheduleParamsSchema,
        querystring: memberQuerySchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => service.schedule(stylistOf(request).stylistId, request.params.date, request.query.member),
  );
};
