import type { Appointment, BlockDateRequest } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import type { CheckedSlot, DepositRule, SlotRules } from './booking-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'ensureCustomerOfAccount'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  slots: SlotRules;
  depositRule: DepositRule;
  holdMinutes: number;
};

/**
 * The customer's hold of a checked slot (block-date, and book with a deposit due): the previous hold
 * of the customer released and the slot rules re-checked inside the same transaction (→ 409).
 */
export function insertHold(
  { writes, slots, holdMinutes }: Pick<Deps, 'writes' | 'slots' | 'holdMinutes'>,
  hold: { stylistId: number; customerAccountId: number; customerId: number; slot: CheckedSlot; depositCents: number },
): Promise<number> {
  const { stylistId, customerAccountId, customerId, slot, depositCents } = hold;
  return writes.insert(
    {
      stylistId,
      customerId,
      state: 'held',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      amountCents: slot.amountCents,
      depositCents,
      note: '',
      holdMinutes,
      createdBy: 'customer',
      services: slot.services,
      releaseHoldsOfCustomerId: customerId,
      actor: 'customer',
      actorId: customerAccountId,
    },
    (tx, appointmentId) => slots.inTransaction(tx, stylistId, appointmentId),
  );
}

/**
 * Holds a slot for a signed-in customer (the slot rules: 422), releasing the customer's previous
 * hold; whether the time is free is left to the exclusion constraint (taken → 409) and, for blocked
 * time, to the slot rules' check inside the same transaction (→ 409).
 */
export function createBlockDateService({ context, appointments, writes, slots, depositRule, holdMinutes }: Deps) {
  return {
    async block(stylistId: number, customerAccountId: number, request: BlockDateRequest): Promise<Appointment> {
      const slot = await slots.check(stylistId, request);
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      // The deposit is fixed when the time is held: the confirm step shows it and takes exactly it.
      const depositCents = await depositRule.due(stylistId, slot.services);
      const id = await insertHold({ writes, slots, holdMinutes }, { stylistId, customerAccountId, customerId, slot, depositCents });
      const row = await appointments.findById(stylistId, id);
      if (!row) throw new Error('The held appointment was not stored');
      return toAppointment(row, await context.timeZone(stylistId));
    },
  };
}
export type BlockDateService = ReturnType<typeof createBlockDateService>;
