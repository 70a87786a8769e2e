import type { FastifyPluginAsync } from 'fastify';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist } from '../appointments-core/index';
import { customerBookingsRoutes } from './customer-bookings.routes';
import { createCustomerBookingsService } from './customer-bookings.service';

export const customerBookingsModule: FastifyPluginAsync<{ now?: () => Date }> = async (app, options) => {
  const context = createBookingContextRepository(app.db);
  const service = createCustomerBookingsService({
    context,
    appointments: createAppointmentsRepository(app.db),
    writes: createAppointmentWritesRepository(app.db),
    now: options.now ?? (() => new Date()),
  });
  await app.register(customerBookingsRoutes, { siteStylist: createSiteStylist(context), service });
};
