import type { FastifyPluginAsync } from 'fastify';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { createAppointmentsRepository, createAppointmentWritesRepository, createBookingContextRepository, createSiteStylist, type Deposits } from '../appointments-core/index';
import { customerBookingsRoutes } from './customer-bookings.routes';
import { createCustomerBookingsService } from './customer-bookings.service';
import { createSalonRepository } from './salon.repository';
import { documentErrors } from '../../plugins/openapi-errors';

/** `deposits` (issue #20): a cancellation outside the window refunds a paid deposit. */
export const customerBookingsModule: FastifyPluginAsync<DeploymentCurrency & { now?: () => Date; deposits?: Deposits }> = async (app, options) => {
  // Not a stylist's host: 404; the cancellation rules: 422; a deposit refund's card declined: 402.
  documentErrors(app, [404, 422]);
  documentErrors(app, [402], { writesOnly: true });
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
