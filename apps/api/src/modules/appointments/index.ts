import type { FastifyPluginAsync } from 'fastify';
import {
  createAppointmentsRepository,
  createAppointmentWritesRepository,
  createBookingContextRepository,
  createCalendarPageRepository,
  createMemberAccess,
  createTeamMembers,
  noChargeOnTransition,
  type ChargeOnTransition,
  type Deposits,
} from '../appointments-core/index';
import type { Availability } from '../availability/index';
import type { DeploymentCurrency } from '../../lib/stylist-currency';
import { appointmentsRoutes } from './appointments.routes';
import { createAppointmentsService } from './appointments.service';
import { createSeriesService } from './series.service';
import { createTransitionsService } from './transitions.service';
import { documentErrors } from '../../plugins/openapi-errors';

export type AppointmentsModuleOptions = DeploymentCurrency & {
  /** The payments module plugs in the charge of checkout; the default takes no money. */
  chargeOnTransition?: ChargeOnTransition;
  /** Issue #20: the payments module's deposits (a stylist's cancellation refunds one). */
  deposits?: Deposits;
  now?: () => Date;
  /** The composition root's one availability service: a series' occurrences and nearest free times. */
  availability: Availability;
};

export const appointmentsModule: FastifyPluginAsync<AppointmentsModuleOptions> = async (app, options) => {
  // The appointment rules: 422; a checkout charged by a state change: 402 when declined.
  documentErrors(app, [422]);
  documentErrors(app, [402], { writesOnly: true });
  const context = createBookingContextRepository(app.db, options.defaultCurrency);
  const appointments = createAppointmentsRepository(app.db, options.defaultCurrency);
  const writes = createAppointmentWritesRepository(app.db);
  const now = options.now ?? (() => new Date());
  const team = createTeamMembers(app.db);
  await app.register(appointmentsRoutes, {
    service: createAppointmentsService({ context, appointments, calendar: createCalendarPageRepository(app.db, options.defaultCurrency), writes, team, ...(options.deposits ? { deposits: options.deposits } : {}) }),
    transitions: createTransitionsService({
      context,
      appointments,
      writes,
      charging: options.chargeOnTransition ?? noChargeOnTransition,
      ...(options.deposits ? { deposits: options.deposits } : {}),
      now,
    }),
    series: createSeriesService({
      context,
      appointments,
      writes,
      availability: options.availability,
      team,
    }),
    access: createMemberAccess(app.db),
  });
};
