import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist, type Deposits } from '../appointments-core/index';
import { customerBookingsRoutes } from './customer-bookings.routes';
import { createCustomerBookingsService } from './customer-bookings.service';
import { createSalonRepository } from './salon.repository';

/** `deposits` (issue #20): a cancellation outside the window refunds a paid deposit. */
export const customerBookingsModule: FastifyPluginAsync<DeploymentCurrency & { now?: () => Date; deposits?: Deposits }> = async (app, options) => {
  const context = createBookingContextRepository(app.db, options.defaultCurrency);
  const service = createCustomerBookingsService({
    context,
    appointments: createAppointmentsRepository(app.db, options.defaultCurrency),
    writes: createAppointmentWritesRepository(app.db),
    salons: createSalonRepository(app.db),
    now: options.now ?? (() => new Date()),
    ...(options.deposits ? { deposits: options.deposits } : {}),
  });
  await app.register(customerBookingsRoutes, { siteStylist: createSiteStylist(context, app.stylistChanges), service });
};
