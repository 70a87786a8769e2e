import type { FastifyPluginAsync } from 'fastify';
import { createBookingContextRepository } from '../appointments-core/index';
import { createBlockedTimesRepository } from '../blocked-times/index';
import type { BookingRuleDefaults } from '../booking/index';
import { createStylistSettings } from '../stylist-settings/index';
import { closuresRoutes } from './closures.routes';
import { createClosuresService } from './closures.service';
import { createOpenHoursRepository } from './open-hours.repository';
import { openHoursRoutes } from './open-hours.routes';
import { createOpenHoursService } from './open-hours.service';
import { createSpecialDaysRepository } from './special-days.repository';
import { specialDaysRoutes } from './special-days.routes';
import { createSpecialDaysService } from './special-days.service';

export { createOpenHoursRepository, type OpenHourRow } from './open-hours.repository';

export type OpenHoursModuleOptions = { bookingDefaults: BookingRuleDefaults; now?: () => Date };

export const openHoursModule: FastifyPluginAsync<OpenHoursModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const siteStylist = createStylistSettings(app.db).siteStylist;
  await app.register(openHoursRoutes, { service: createOpenHoursService(createOpenHoursRepository(app.db)), siteStylist });
  await app.register(specialDaysRoutes, { specialDays: createSpecialDaysService({ repository: createSpecialDaysRepository(app.db), now }) });
  await app.register(closuresRoutes, {
    closures: createClosuresService({
      context: createBookingContextRepository(app.db),
      blocked: createBlockedTimesRepository(app.db),
      defaults: options.bookingDefaults,
      now,
    }),
    siteStylist,
  });
};
