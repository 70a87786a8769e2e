import { AppError, type Appointment, type ConfirmBookingRequest } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';
import type { CardRule } from './booking-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'customerIdOfAccount' | 'updateCustomerContact'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'changeState' | 'expireStaleHolds'>;
  cardRule: CardRule;
};

const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/** held → booked for the customer's own, unexpired hold; a saved card of theirs when the stylist has no-show protection. */
export function createConfirmService({ context, appointments, writes, cardRule }: Deps) {
  return {
    async confirm(stylistId: number, customerAccountId: number, request: ConfirmBookingRequest): Promise<Appointment> {
      const customerId = await context.customerIdOfAccount(stylistId, customerAccountId);
      const row = customerId === null ? null : await appointments.findById(stylistId, request.appointmentId);
      if (!row || customerId === null || row.customer?.id !== customerId) throw notFound();
      if (row.state === 'expired') {
        await writes.expireStaleHolds(stylistId);
        throw new AppError('CONFLICT', 'Your hold has expired');
      }
      if (row.state !== 'held') throw new AppError('CONFLICT', `This appointment is ${row.state}, not on hold`);

      await cardRule.check(stylistId, customerAccountId, request.stripeCardId);

      // The contact details are saved in the confirmation's own transaction: a crash cannot keep the
      // booking with the old details, and the confirmation message reads the new ones.
      const notify = stateChangeNotification(stylistId, { from: 'held', to: 'booked', actor: 'customer' });
      const changed = await writes.changeState(
        stylistId,
        row.id,
        {
          from: 'held',
          to: 'booked',
          actor: 'customer',
          actorId: customerAccountId,
          note: request.note,
          cardId: request.stripeCardId,
        },
        async (tx, appointmentId) => {
          await context.updateCustomerContact(stylistId, customerId, request.customer, tx);
          await notify?.(tx, appointmentId);
        },
      );
      if (!changed) {
        await writes.expireStaleHolds(stylistId);
        throw new AppError('CONFLICT', 'Your hold has expired');
      }
      const booked = await appointments.findById(stylistId, row.id);
      if (!booked) throw notFound();
      return toAppointment(booked, await context.timeZone(stylistId));
    },
  };
}
export type ConfirmService = ReturnType<typeof createConfirmService>;
