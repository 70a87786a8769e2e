import type { FastifyPluginAsync } from 'fastify';
import { createSiteStylist } from '../appointments-core/index';
import type { Availability } from '../availability/index';
import { createStylistSettings, type SiteStylistResolver } from '../stylist-settings/index';
import { createMemberWeekTargets } from '../members/index';
import { createBookingRulesRepository } from './booking-rules.repository';
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
  // Her id by subdomain kept until something of hers changes (D22), as the page's other public reads
  // do: the public page's render asked PostgreSQL for it twice more (issue #33.3).
  const { repository } = createStylistSettings(app.db);
  const kept = createSiteStylist({ stylistIdBySubdomain: (subdomain) => repository.idBySubdomain(subdomain) }, app.stylistChanges);
  const siteStylist: SiteStylistResolver = (request) => kept(request.site);
  // Issue #34 stage 2 (D63): whose week each call reads or writes.
  const targets = createMemberWeekTargets(app.db);
  await app.register(openHoursRoutes, { service: createOpenHoursService(createOpenHoursRepository(app.db)), siteStylist, targets });
  await app.register(specialDaysRoutes, { specialDays: createSpecialDaysService({ repository: createSpecialDaysRepository(app.db), now }), targets });
  await app.register(closuresRoutes, {
    // Her rules in effect and the closures: the availability module's one reader and defaults merge.
    closures: options.availability,
    siteStylist,
    targets,
    rules: createBookingRulesRepository(app.db),
  });
};
