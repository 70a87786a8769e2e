import type { FastifyPluginAsync } from 'fastify';
import {
  createAppointmentsRepository,
  createAppointmentWritesRepository,
  createBookingContextRepository,
  createCardOwnershipRepository,
  createSiteStylist,
  type CardOwnership,
} from '../appointments-core/index';
import { createBlockedTimesRepository } from '../blocked-times/index';
import { createAvailableDatesService } from './available-dates.service';
import { createBlockDateService } from './block-date.service';
import { createBookService } from './book.service';
import { createCardRule, createSlotRules } from './booking-rules';
import { bookingRoutes } from './booking.routes';
import { createStylistRules } from './stylist-rules';
import { createConfirmService } from './confirm.service';
import { rescheduleRoutes } from './reschedule.routes';
import { createRescheduleService } from './reschedule.service';
import { createStylistContactRepository } from './stylist-contact.repository';

export type { BookingRuleDefaults } from './stylist-rules';

export { BOOKING_RATE_LIMIT } from './booking.routes';

export type BookingModuleOptions = {
  holdMinutes: number;
  /** Defaults of each stylist's own booking rules (null columns). */
  minNoticeMinutes: number;
  horizonDays: number;
  slotStepMinutes: number;
  /** Defaults to the payments module's saved cards (payment_cards). */
  cardOwnership?: CardOwnership;
  now?: () => Date;
};

export const bookingModule: FastifyPluginAsync<BookingModuleOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const context = createBookingContextRepository(app.db);
  const appointments = createAppointmentsRepository(app.db);
  const writes = createAppointmentWritesRepository(app.db);
  const { holdMinutes, minNoticeMinutes, horizonDays, slotStepMinutes } = options;
  const stylistRules = createStylistRules(context, { minNoticeMinutes, horizonDays, slotStepMinutes });
  const blocked = createBlockedTimesRepository(app.db);
  const slots = createSlotRules({ context, blocked, stylistRules, now });
  const cardRule = createCardRule({ context, cards: options.cardOwnership ?? createCardOwnershipRepository(app.db) });
  await app.register(bookingRoutes, {
    siteStylist: createSiteStylist(context),
    availableDates: createAvailableDatesService({ context, appointments, blocked, stylistRules, now }),
    blockDate: createBlockDateService({ context, appointments, writes, slots, holdMinutes }),
    confirm: createConfirmService({ context, appointments, writes, cardRule }),
    book: createBookService({ context, appointments, writes, slots, cardRule }),
  });
  await app.register(rescheduleRoutes, {
    siteStylist: createSiteStylist(context),
    reschedule: createRescheduleService({ context, appointments, writes, slots, stylistContact: createStylistContactRepository(app.db), now }),
  });
};
