import { AppError, type Appointment, type ConfirmBookingRequest, type DepositAction } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
  type Deposits,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';
import { storedPhone, type PhoneRegions } from '../phones/index';
import type { CardRule } from './booking-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'customerIdOfAccount' | 'updateCustomerContact'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'changeState' | 'expireStaleHolds'>;
  cardRule: CardRule;
  deposits: Deposits;
  /** Where the provider's authentication page sends the customer back: the confirm step on her stylist's host. */
  depositReturnUrl: (stylistId: number, appointmentId: number) => Promise<string>;
  regions: Pick<PhoneRegions, 'of'>;
};

const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');
const holdExpired = (refund: string) =>
  new AppError('CONFLICT', refund === 'none' ? 'Your hold has expired' : 'Your hold has expired; your deposit is being refunded', undefined, 'hold_expired');

export type ConfirmOutcome = { booked: Appointment } | { action: DepositAction };

/** The request with the customer's phone read in the stylist's country, in E.164 (issue #29.4); 400 when it is no number. */
export async function withStoredPhone<T extends Pick<ConfirmBookingRequest, 'customer'>>(
  regions: Pick<PhoneRegions, 'of'>,
  stylistId: number,
  request: T,
): Promise<T> {
  if (request.customer.phone === '') return request;
  const phone = storedPhone(request.customer.phone, await regions.of(stylistId), 'customer.phone');
  return { ...request, customer: { ...request.customer, phone } };
}

/**
 * held → booked for the customer's own, unexpired hold; a saved card of theirs when the stylist has
 * no-show protection or a deposit is due. The deposit (issue #20) is taken before the hold becomes
 * a booking: a card that needs authentication answers with the provider's page (the customer comes
 * back and confirms again), a declined card leaves the hold as it is; a deposit taken for a hold
 * that ran out meanwhile is given back.
 */
export function createConfirmService({ context, appointments, writes, cardRule, deposits, depositReturnUrl, regions }: Deps) {
  /** Takes the hold's deposit, then books it; used by the one-call booking as well. */
  async function bookHold(
    stylistId: number,
    customerAccountId: number,
    row: Pick<AppointmentRow, 'id' | 'depositCents'>,
    request: Pick<ConfirmBookingRequest, 'stripeCardId' | 'customer' | 'note'>,
    customerId: number,
  ): Promise<ConfirmOutcome> {
    if (row.depositCents > 0 && request.stripeCardId) {
      const taken = await deposits.take({
        stylistId,
        appointmentId: row.id,
        cardId: request.stripeCardId,
        amountCents: row.depositCents,
        returnUrl: await depositReturnUrl(stylistId, row.id),
      });
      if (taken.status === 'requires_action') return { action: { status: 'requires_action', appointmentId: row.id, actionUrl: taken.actionUrl } };
    }
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
      const current = await appointments.findById(stylistId, row.id);
      // Booked by a concurrent confirmation of the same hold: that one answered with it.
      if (current?.state === 'booked') throw new AppError('CONFLICT', 'This appointment is booked, not on hold', undefined, 'not_on_hold');
      // The hold ran out while the deposit was taken: it is given back, never kept for nothing.
      const refund = row.depositCents > 0 ? await deposits.release({ stylistId, appointmentId: row.id }) : 'none';
      throw holdExpired(refund);
    }
    const booked = await appointments.findById(stylistId, row.id);
    if (!booked) throw notFound();
    return { booked: toAppointment(booked, await context.timeZone(stylistId)) };
  }

  return {
    bookHold,
    async confirm(stylistId: number, customerAccountId: number, typed: ConfirmBookingRequest): Promise<ConfirmOutcome> {
      const request = await withStoredPhone(regions, stylistId, typed);
      const customerId = await context.customerIdOfAccount(stylistId, customerAccountId);
      const row = customerId === null ? null : await appointments.findById(stylistId, request.appointmentId);
      if (!row || customerId === null || row.customer?.id !== customerId) throw notFound();
      if (row.state === 'expired' || (row.state === 'released' && row.depositCents > 0)) {
        await writes.expireStaleHolds(stylistId);
        // Authenticated after the hold ran out (or was let go): that deposit goes back at once.
        const refund = row.depositCents > 0 ? await deposits.release({ stylistId, appointmentId: row.id }) : 'none';
        throw holdExpired(refund);
      }
      if (row.state !== 'held') throw new AppError('CONFLICT', `This appointment is ${row.state}, not on hold`, undefined, 'not_on_hold');

      await cardRule.check(stylistId, customerAccountId, request.stripeCardId, row.depositCents > 0);
      return bookHold(stylistId, customerAccountId, row, request, customerId);
    },
  };
}
export type ConfirmService = ReturnType<typeof createConfirmService>;
