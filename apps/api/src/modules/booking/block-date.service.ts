import type { Appointment, BlockDateRequest } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import type { CheckedSlot, DepositRule, Performed, SlotRules } from './booking-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'ensureCustomerOfAccount'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  slots: SlotRules;
  depositRule: DepositRule;
  holdMinutes: number;
};

/** Issue #34: the deposit due at each member's own prices, to her account or the business's (by member id), fixed when the time is held. */
export async function depositsOf(depositRule: DepositRule, stylistId: number, slot: CheckedSlot): Promise<Map<number, number>> {
  const due = await depositRule.dueEach(stylistId, slot.members.map((m) => m.services), slot.members.map((m) => m.memberId));
  return new Map(slot.members.map((m, index) => [m.memberId, due[index]!]));
}

/** The appointment's services, length, amount and member as `member` performs them. */
export const asPerformed = (slot: Pick<CheckedSlot, 'startsAt'>, member: Performed) => ({
  memberId: member.memberId,
  services: member.services,
  amountCents: member.amountCents,
  endsAt: new Date(slot.startsAt.getTime() + member.durationMinutes * 60_000),
});

/**
 * The customer's hold of a checked slot (block-date, and book with a deposit due): the previous hold
 * of the customer released, the member assigned (issue #34: the one named, else anyone free by the
 * stated rule) and the slot rules re-checked inside the same transaction (→ 409).
 */
export function insertHold(
  { writes, slots, holdMinutes }: Pick<Deps, 'writes' | 'slots' | 'holdMinutes'>,
  hold: { stylistId: number; customerAccountId: number; customerId: number; slot: CheckedSlot; deposits: Map<number, number> },
): Promise<number> {
  const { stylistId, customerAccountId, customerId, slot, deposits } = hold;
  const depositOf = (memberId: number) => deposits.get(memberId) ?? deposits.get(slot.first.memberId) ?? 0;
  return writes.insert(
    {
      stylistId,
      customerId,
      state: 'held',
      startsAt: slot.startsAt,
      ...asPerformed(slot, slot.first),
      depositCents: depositOf(slot.first.memberId),
      note: '',
      holdMinutes,
      createdBy: 'customer',
      releaseHoldsOfCustomerId: customerId,
      actor: 'customer',
      actorId: customerAccountId,
    },
    (tx, appointmentId) => slots.inTransaction(tx, stylistId, appointmentId),
    async (tx) => {
      const member = await slots.assign(tx, stylistId, slot);
      return { ...asPerformed(slot, member), depositCents: depositOf(member.memberId) };
    },
  );
}

/**
 * Holds a slot for a signed-in customer (the slot rules: 422), releasing the customer's previous
 * hold; whether the time is free is left to the member's assignment and the exclusion constraint
 * (taken → 409) and, for blocked time, to the slot rules' check inside the same transaction (→ 409).
 */
export function createBlockDateService({ context, appointments, writes, slots, depositRule, holdMinutes }: Deps) {
  return {
    async block(stylistId: number, customerAccountId: number, request: BlockDateRequest): Promise<Appointment> {
      const slot = await slots.check(stylistId, request);
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      // The deposit is fixed when the time is held: the confirm step shows it and takes exactly it.
      const deposits = await depositsOf(depositRule, stylistId, slot);
      const id = await insertHold({ writes, slots, holdMinutes }, { stylistId, customerAccountId, customerId, slot, deposits });
      const row = await appointments.findById(stylistId, id);
      if (!row) throw new Error('The held appointment was not stored');
      return toAppointment(row, await context.timeZone(stylistId));
    },
  };
}
export type BlockDateService = ReturnType<typeof createBlockDateService>;
