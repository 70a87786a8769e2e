import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist, createTeamMembers } from '../appointments-core/index';
import type { Availability } from '../availability/index';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createWaitlistMatcher } from './matcher.service';
import { createWaitlistRepository } from './waitlist.repository';
import { createHeldOfferService } from './held-offer.service';
import { customerWaitlistRoutes, publicWaitlistRoutes, stylistWaitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';
import { documentErrors } from '../../plugins/openapi-errors';

export { firstSuitableStart } from './match-rules';
export { stylistPageStatement } from './waitlist.repository';

export type WaitlistModuleOptions = DeploymentCurrency & {
  holdMinutes: number;
  /** Waitlist offers a stylist may send a day (STYLIST_MESSAGES_PER_DAY). */
  messagesPerDay: number;
  now?: () => Date;
};

/**
 * The jobs' side: matching a freed time (queue `waitlist.match`) and ending entries whose range is
 * over. `availability` is the composition root's one instance, shared with booking and the routes.
 */
export function createWaitlistJobs(db: Db, { availability, defaultCurrency }: DeploymentCurrency & { availability: Availability }) {
  const repository = createWaitlistRepository(db);
  const context = createBookingContextRepository(db, defaultCurrency);
  const matcher = createWaitlistMatcher({ db, repository, context, availability });
  return { match: matcher.match, endPastRanges: repository.endPastRanges };
}
export type WaitlistJobs = ReturnType<typeof createWaitlistJobs>;

export const waitlistModule: FastifyPluginAsync<WaitlistModuleOptions> = async (app, options) => {
  // Not a stylist's host: 404; the waitlist rules: 422.
  documentErrors(app, [404, 422]);
  const context = createBookingContextRepository(app.db, options.defaultCurrency);
  const repository = createWaitlistRepository(app.db);
  const service = createWaitlistService({
    repository,
    context,
    writes: createAppointmentWritesRepository(app.db),
    team: createTeamMembers(app.db),
    holdMinutes: options.holdMinutes,
    messagesPerDay: options.messagesPerDay,
    now: options.now ?? (() => new Date()),
  });
  const siteStylist = createSiteStylist(context, app.stylistChanges);
  await app.register(customerWaitlistRoutes, { siteStylist, service });
  const heldOffers = createHeldOfferService({ repository, appointments: createAppointmentsRepository(app.db, options.defaultCurrency), context });
  await app.register(publicWaitlistRoutes, { siteStylist, service: heldOffers });
  await app.register(stylistWaitlistRoutes, { service });
};
