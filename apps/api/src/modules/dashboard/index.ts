import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentsRepository } from '../appointments-core/index';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export type DashboardModuleOptions = { now?: () => Date };

/** Issue 11: dashboard statistics and the schedule of a day. */
export const dashboardModule: FastifyPluginAsync<DashboardModuleOptions> = async (app, options) => {
  await app.register(dashboardRoutes, {
    service: createDashboardService({
      repository: createDashboardRepository(app.db),
      appointments: createAppointmentsRepository(app.db),
      now: options.now ?? (() => new Date()),
    }),
  });
};

export { createDashboardRepository } from './dashboard.repository';
export { createDashboardService, type DashboardService } from './dashboard.service';
