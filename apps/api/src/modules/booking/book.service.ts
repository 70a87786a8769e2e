import type { Appointment, BookRequest } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';
import type { CardRule, SlotRules } from './booking-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'ensureCustomerOfAccount' | 'updateCustomerContact'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  slots: SlotRules;
  cardRule: CardRule;
};

/**
 * SPEC §7 `POST /api/logged-customer/appointment`: block-date and confirm in one call, for clients
 * that need no hold step. The same rules in the same order (the slot rules → 422, the card the
 * stylist's policies ask for → 422), then one transaction takes the time (taken → 409), releases
 * the customer's other hold, saves the contact and queues the confirmation, or does none of it.
 */
export function createBookService({ context, appointments, writes, slots, cardRule }: Deps) {
  return {
    async book(stylistId: number, customerAccountId: number, request: BookRequest): Promise<Appointment> {
      const { services, amountCents, startsAt, endsAt } = await slots.check(stylistId, request);
      await cardRule.check(stylistId, customerAccountId, request.stripeCardId);
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      const notify = stateChangeNotification(stylistId, { from: null, to: 'booked', actor: 'customer' });
      const id = await writes.insert(
        {
          stylistId,
          customerId,
          state: 'booked',
          startsAt,
          endsAt,
          amountCents,
          note: request.note,
          cardId: request.stripeCardId,
          holdMinutes: null,
          createdBy: 'customer',
          services,
          releaseHoldsOfCustomerId: customerId,
          actor: 'customer',
          actorId: customerAccountId,
        },
        async (tx, appointmentId) => {
          await slots.inTransaction(tx, stylistId, appointmentId);
          await context.updateCustomerContact(stylistId, customerId, request.customer, tx);
          await notify?.(tx, appointmentId);
        },
      );
      const row = await appointments.findById(stylistId, id);
      if (!row) throw new Error('The booked appointment was not stored');
      return toAppointment(row, await context.timeZone(stylistId));
    },
  };
}
export type BookService = ReturnType<typeof createBookService>;
