import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist, type Deposits } from '../appointments-core/index';
import { customerBookingsRoutes } from './customer-bookings.routes';
import { createCustomerBookingsService } from './customer-bookings.service';

/** `deposits` (issue #20): a cancellation outside the window refunds a paid deposit. */
export const customerBookingsModule: FastifyPluginAsync<{ now?: () => Date; deposits?: Deposits }> = async (app, options) => {
  const context = createBookingContextRepository(app.db);
  const service = createCustomerBookingsService({
    context,
    appointments: createAppointmentsRepository(app.db),
    writes: createAppointmentWritesRepository(app.db),
    now: options.now ?? (() => new Date()),
    ...(options.deposits ? { deposits: options.deposits } : {}),
  });
  await app.register(customerBookingsRoutes, { siteStylist: createSiteStylist(context, app.stylistChanges), service });
};
