import type { BookRequest } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';
import type { CardRule, DepositRule, SlotRules } from './booking-rules';
import { asPerformed, depositsOf, insertHold } from './block-date.service';
import type { PhoneRegions } from '../phones/index';
import { withStoredPhone, type ConfirmOutcome, type ConfirmService } from './confirm.service';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'ensureCustomerOfAccount' | 'updateCustomerContact'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  slots: SlotRules;
  cardRule: CardRule;
  depositRule: DepositRule;
  confirm: Pick<ConfirmService, 'bookHold'>;
  holdMinutes: number;
  regions: Pick<PhoneRegions, 'of'>;
};

/**
 * docs/product.md §7 `POST /api/logged-customer/appointment`: block-date and confirm in one call, for clients
 * that need no hold step. The same rules in the same order (the slot rules → 422, the card the
 * stylist's policies ask for → 422), then one transaction takes the time (taken → 409), releases
 * the customer's other hold, saves the contact and queues the confirmation, or does none of it.
 *
 * With a deposit due (issue #20) the money comes first: the time is held, the deposit taken, then
 * the hold confirmed, exactly as block-date and confirm do (a declined card leaves the hold until
 * it expires; a card that needs authentication answers 202 with the page, and the customer
 * finishes with confirm).
 */
export function createBookService({ context, appointments, writes, slots, cardRule, depositRule, confirm, holdMinutes, regions }: Deps) {
  return {
    async book(stylistId: number, customerAccountId: number, typed: BookRequest): Promise<ConfirmOutcome> {
      const request = await withStoredPhone(regions, stylistId, typed);
      const slot = await slots.check(stylistId, request);
      const deposits = await depositsOf(depositRule, stylistId, slot);
      const depositDue = [...deposits.values()].some((cents) => cents > 0);
      await cardRule.check(stylistId, customerAccountId, request.stripeCardId, depositDue);
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      if (depositDue) {
        const heldId = await insertHold({ writes, slots, holdMinutes }, { stylistId, customerAccountId, customerId, slot, deposits });
        // The deposit of the member the hold went to (issue #34: her own prices).
        const held = await appointments.findById(stylistId, heldId);
        if (!held) throw new Error('The held appointment was not stored');
        return confirm.bookHold(stylistId, customerAccountId, held, request, customerId);
      }
      const notify = stateChangeNotification(stylistId, { from: null, to: 'booked', actor: 'customer' });
      const id = await writes.insert(
        {
          stylistId,
          customerId,
          state: 'booked',
          startsAt: slot.startsAt,
          ...asPerformed(slot, slot.first),
          note: request.note,
          cardId: request.stripeCardId,
          holdMinutes: null,
          createdBy: 'customer',
          releaseHoldsOfCustomerId: customerId,
          actor: 'customer',
          actorId: customerAccountId,
        },
        async (tx, appointmentId) => {
          await slots.inTransaction(tx, stylistId, appointmentId);
          await context.updateCustomerContact(stylistId, customerId, request.customer, tx);
          await notify?.(tx, appointmentId);
        },
        async (tx) => asPerformed(slot, await slots.assign(tx, stylistId, slot)),
      );
      const row = await appointments.findById(stylistId, id);
      if (!row) throw new Error('The booked appointment was not stored');
      return { booked: toAppointment(row, await context.timeZone(stylistId)) };
    },
  };
}
export type BookService = ReturnType<typeof createBookService>;
