import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createCalendarFeedRepository } from './calendar-feed.repository';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { createCalendarFeedService } from './calendar-feed.service';

export type CalendarFeedModuleOptions = DeploymentCurrency & { origin: (subdomain: string | null) => string; now?: () => Date };

export const calendarFeedModule: FastifyPluginAsync<CalendarFeedModuleOptions> = async (app, options) => {
  const context = createBookingContextRepository(app.db, options.defaultCurrency);
  const service = createCalendarFeedService({
    repository: createCalendarFeedRepository(app.db),
    context,
    origin: options.origin,
    now: options.now ?? (() => new Date()),
  });
  await app.register(calendarFeedRoutes, { service, siteStylist: createSiteStylist(context, app.stylistChanges) });
};
