import type { FastifyPluginAsync } from 'fastify';
import {
  createAppointmentsRepository,
  createAppointmentWritesRepository,
  createBookingContextRepository,
  createCardOwnershipRepository,
  createSiteStylist,
  createTeamMembers,
  noDeposits,
  type CardOwnership,
  type Deposits,
} from '../appointments-core/index';
import type { Availability } from '../availability/index';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createPhoneRegions } from '../phones/index';
import { createAvailableDatesService } from './available-dates.service';
import { createBlockDateService } from './block-date.service';
import { createBookService } from './book.service';
import { createCardRule, createDepositRule, createSlotRules } from './booking-rules';
import { bookingRoutes } from './booking.routes';
import { createConfirmService } from './confirm.service';
import { createDepositQuoteService } from './deposit-quote.service';
import { rescheduleRoutes } from './reschedule.routes';
import { createRescheduleService } from './reschedule.service';
import { createStylistContactRepository } from './stylist-contact.repository';
import { documentErrors } from '../../plugins/openapi-errors';

export { BOOKING_RATE_LIMIT } from './booking.routes';

export type BookingModuleOptions = DeploymentCurrency & {
  holdMinutes: number;
  /**
   * The composition root's one availability service (every rule and its inputs, with the kept
   * slot lists): the slot list, a hold's, booking's and move's check.
   */
  availability: Availability;
  /** Defaults to the payments module's saved cards (payment_cards). */
  cardOwnership?: CardOwnership;
  /** Issue #20: the payments module's deposits; without them no deposit is ever due. */
  deposits?: Deposits;
  /** The public origin of a stylist's subdomain (the deposit's authentication returns there). */
  publicOrigin?: (subdomain: string) => string;
  now?: () => Date;
};

/** The confirm step of the booking flow (the SPA's route); `deposit` names the hold coming back. */
export const DEPOSIT_RETURN_PATH = '/services/book/confirm';

export const bookingModule: FastifyPluginAsync<BookingModuleOptions> = async (app, options) => {
  // Not a stylist's host: 404; the booking rules: 422; a deposit's card declined: 402.
  documentErrors(app, [404, 422]);
  documentErrors(app, [402], { writesOnly: true });
  const now = options.now ?? (() => new Date());
  const context = createBookingContextRepository(app.db, options.defaultCurrency);
  const appointments = createAppointmentsRepository(app.db, options.defaultCurrency);
  const writes = createAppointmentWritesRepository(app.db);
  const { holdMinutes, availability } = options;
  const team = createTeamMembers(app.db);
  const slots = createSlotRules({ context, availability, team });
  const cardRule = createCardRule({ context, cards: options.cardOwnership ?? createCardOwnershipRepository(app.db) });
  const deposits = options.deposits ?? noDeposits;
  const depositRule = createDepositRule({ context, deposits });
  const publicOrigin = options.publicOrigin ?? ((subdomain: string) => `http://${subdomain}.chairly.localhost`);
  const depositReturnUrl = async (stylistId: number, appointmentId: number) =>
    `${publicOrigin((await context.subdomainOf(stylistId)) ?? '')}${DEPOSIT_RETURN_PATH}?deposit=${appointmentId}`;
  const regions = createPhoneRegions(app.db);
  const confirm = createConfirmService({ context, appointments, writes, cardRule, deposits, depositReturnUrl, regions });
  await app.register(bookingRoutes, {
    siteStylist: createSiteStylist(context, app.stylistChanges),
    availableDates: createAvailableDatesService({ context, availability }),
    blockDate: createBlockDateService({ context, appointments, writes, slots, depositRule, holdMinutes }),
    confirm,
    book: createBookService({ context, appointments, writes, slots, cardRule, depositRule, confirm, holdMinutes, regions }),
    depositQuote: createDepositQuoteService({ context, depositRule, team }),
  });
  await app.register(rescheduleRoutes, {
    siteStylist: createSiteStylist(context, app.stylistChanges),
    reschedule: createRescheduleService({
      context,
      appointments,
      writes,
      slots,
      availability,
      stylistContact: createStylistContactRepository(app.db),
      now,
    }),
  });
};
