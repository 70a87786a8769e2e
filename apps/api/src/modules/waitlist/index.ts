import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { createAvailableDatesService, createScheduleReader, type BookingRuleDefaults } from '../booking/index';
import { createWaitlistMatcher } from './matcher.service';
import { createWaitlistRepository } from './waitlist.repository';
import { customerWaitlistRoutes, stylistWaitlistRoutes } from './waitlist.routes';
import { createWaitlistService } from './waitlist.service';

export { recordFreedTime, type FreedTimeSource } from './waitlist.repository';
export { firstSuitableStart } from './match-rules';

export type WaitlistModuleOptions = BookingRuleDefaults & {
  holdMinutes: number;
  /** Waitlist offers a stylist may send a day (STYLIST_MESSAGES_PER_DAY). */
  messagesPerDay: number;
  now?: () => Date;
};

/** The jobs' side: matching a freed time (queue `waitlist.match`) and ending entries whose range is over. */
export function createWaitlistJobs(db: Db, defaults: BookingRuleDefaults, now: () => Date = () => new Date()) {
  const repository = createWaitlistRepository(db);
  const context = createBookingContextRepository(db);
  const availableDates = createAvailableDatesService({
    context,
    appointments: createAppointmentsRepository(db),
    schedule: createScheduleReader(context, defaults),
    now,
  });
  const matcher = createWaitlistMatcher({ db, repository, context, availableDates });
  return { match: matcher.match, endPastRanges: repository.endPastRanges };
}
export type WaitlistJobs = ReturnType<typeof createWaitlistJobs>;

export const waitlistModule: FastifyPluginAsync<WaitlistModuleOptions> = async (app, options) => {
  const context = createBookingContextRepository(app.db);
  const service = createWaitlistService({
    repository: createWaitlistRepository(app.db),
    context,
    writes: createAppointmentWritesRepository(app.db),
    holdMinutes: options.holdMinutes,
    messagesPerDay: options.messagesPerDay,
    now: options.now ?? (() => new Date()),
  });
  await app.register(customerWaitlistRoutes, { siteStylist: createSiteStylist(context, app.stylistChanges), service });
  await app.register(stylistWaitlistRoutes, { service });
};
