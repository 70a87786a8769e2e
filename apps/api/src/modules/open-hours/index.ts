import type { FastifyPluginAsync } from 'fastify';
import type { Availability } from '../availability/index';
import { createStylistSettings } from '../stylist-settings/index';
import { closuresRoutes } from './closures.routes';
import { createOpenHoursRepository } from './open-hours.repository';
import { openHoursRoutes } from './open-hours.routes';
import { createOpenHoursService } from './open-hours.service';
import { createSpecialDaysRepository } from './special-days.repository';
import { specialDaysRoutes } from './special-days.routes';
import { createSpecialDaysService } from './special-days.service';
import { documentErrors } from '../../plugins/openapi-errors';

export { createOpenHoursRepository, type OpenHourRow } from './open-hours.repository';

export type OpenHoursModuleOptions = {
  /** The composition root's one availability service: her rules in effect and the closures. */
  availability: Availability;
  now?: () => Date;
};

export const openHoursModule: FastifyPluginAsync<OpenHoursModuleOptions> = async (app, options) => {
  // Not a stylist's host (the public hours and closures): 404.
  documentErrors(app, [404]);
  const now = options.now ?? (() => new Date());
  const siteStylist = createStylistSettings(app.db).siteStylist;
  await app.register(openHoursRoutes, { service: createOpenHoursService(createOpenHoursRepository(app.db)), siteStylist });
  await app.register(specialDaysRoutes, { specialDays: createSpecialDaysService({ repository: createSpecialDaysRepository(app.db), now }) });
  await app.register(closuresRoutes, {
    // Her rules in effect and the closures: the availability module's one reader and defaults merge.
    closures: options.availability,
    siteStylist,
  });
};
