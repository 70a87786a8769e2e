import type { FastifyPluginAsync } from 'fastify';
import { createStylistSettings } from '../stylist-settings/index';
import { createOpenHoursRepository } from './open-hours.repository';
import { openHoursRoutes } from './open-hours.routes';
import { createOpenHoursService } from './open-hours.service';

export { createOpenHoursRepository, type OpenHourRow } from './open-hours.repository';

export const openHoursModule: FastifyPluginAsync = async (app) => {
  await app.register(openHoursRoutes, {
    service: createOpenHoursService(createOpenHoursRepository(app.db)),
    siteStylist: createStylistSettings(app.db).siteStylist,
  });
};
