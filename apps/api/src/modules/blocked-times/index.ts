import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createAppointmentsRepository, createBookingContextRepository } from '../appointments-core/index';
import { createMemberWeekTargets } from '../members/index';
import { createBlockedTimesRepository } from './blocked-times.repository';
import { blockedTimesRoutes } from './blocked-times.routes';
import { createBlockedTimesService } from './blocked-times.service';

export { createBlockedTimesRepository, type BlockedRange, type BlockedTimesRepository } from './blocked-times.repository';

export const blockedTimesModule: FastifyPluginAsync<DeploymentCurrency> = async (app, { defaultCurrency }) => {
  const service = createBlockedTimesService({
    db: app.db,
    repository: createBlockedTimesRepository(app.db),
    context: createBookingContextRepository(app.db, defaultCurrency),
    appointments: createAppointmentsRepository(app.db, defaultCurrency),
  });
  await app.register(blockedTimesRoutes, { service, targets: createMemberWeekTargets(app.db) });
};
