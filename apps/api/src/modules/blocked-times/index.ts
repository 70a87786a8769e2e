import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentsRepository, createBookingContextRepository } from '../appointments-core/index';
import { createBlockedTimesRepository } from './blocked-times.repository';
import { blockedTimesRoutes } from './blocked-times.routes';
import { createBlockedTimesService } from './blocked-times.service';

export { BLOCKED_TIME_MESSAGE, createBlockedTimesRepository, type BlockedRange, type BlockedTimesRepository } from './blocked-times.repository';

export const blockedTimesModule: FastifyPluginAsync = async (app) => {
  const service = createBlockedTimesService({
    db: app.db,
    repository: createBlockedTimesRepository(app.db),
    context: createBookingContextRepository(app.db),
    appointments: createAppointmentsRepository(app.db),
  });
  await app.register(blockedTimesRoutes, { service });
};
