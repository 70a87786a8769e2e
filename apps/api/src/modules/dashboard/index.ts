import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createAppointmentsRepository } from '../appointments-core/index';
import { createDashboardRepository } from './dashboard.repository';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export type DashboardModuleOptions = DeploymentCurrency & { now?: () => Date };

/** Issue 11: dashboard statistics and the schedule of a day. */
export const dashboardModule: FastifyPluginAsync<DashboardModuleOptions> = async (app, options) => {
  await app.register(dashboardRoutes, {
    service: createDashboardService({
      repository: createDashboardRepository(app.db, options.defaultCurrency),
      appointments: createAppointmentsRepository(app.db, options.defaultCurrency),
      now: options.now ?? (() => new Date()),
    }),
  });
};

export { createDashboardRepository, daysStatement, periodStatement, rolledUpDaysStatement } from './dashboard.repository';
export { createDashboardService, type DashboardService } from './dashboard.service';
export { createDashboardRollup, type DashboardRollup } from './dashboard-rollup';
