import { AppError, type AppointmentTransition, type AppointmentTransitionName, type SetStateResponse } from '@chairly/shared';
import {
  allowedTransitions,
  checkTransition,
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
  type ChargeOnTransition,
  type Deposits,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'changeState'>;
  charging: ChargeOnTransition;
  /** Issue #20: the stylist's cancel gives a paid deposit back (a no-show keeps it). */
  deposits?: Pick<Deposits, 'refund'>;
  now: () => Date;
};

const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/** GET transitions and POST set-state: the server owns the rules (appointments-core/transitions). */
export function createTransitionsService({ context, appointments, writes, charging, deposits, now }: Deps) {
  return {
    async list(stylistId: number, id: number): Promise<AppointmentTransition[]> {
      const row = await appointments.findById(stylistId, id);
      if (!row) throw notFound();
      return allowedTransitions(row.state, row, now());
    },
    async apply(stylistId: number, id: number, name: AppointmentTransitionName): Promise<SetStateResponse> {
      const row = await appointments.findById(stylistId, id);
      if (!row) throw notFound();
      const transition = checkTransition(name, row.state, row, now());
      const change = { from: row.state, to: transition.to, actor: 'stylist', actorId: stylistId } as const;
      const extra = transition.to === 'cancelled' && row.depositStatus === 'paid' ? { deposit: 'refunded' as const } : {};
      const changed = await writes.changeState(stylistId, id, change, stateChangeNotification(stylistId, change, extra));
      if (!changed) throw new AppError('CONFLICT', 'This appointment changed meanwhile; reload it');
      if (transition.to === 'cancelled') await deposits?.refund({ stylistId, appointmentId: id, reason: 'stylist-cancelled' });
      const outcome = transition.charges
        ? await charging.charge({ stylistId, appointmentId: id, transition: name, amountCents: row.amountCents, cardId: row.cardId })
        : { charged: false, message: 'State changed' };
      const after = await appointments.findById(stylistId, id);
      if (!after) throw notFound();
      return { appointment: toAppointment(after, await context.timeZone(stylistId)), ...outcome };
    },
  };
}
export type TransitionsService = ReturnType<typeof createTransitionsService>;
