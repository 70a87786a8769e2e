import { AppError, depositCents, depositRuleOf, occupancyOf, POLICY_CONFIG } from '@chairly/shared';
import type { Tx } from '../../db/transactions';
import { orderedServices, type BookingContextRepository, type CardOwnership, type CopiedService, type Deposits } from '../appointments-core/index';
import type { Availability } from '../availability/index';

type SlotDeps = {
  context: Pick<BookingContextRepository, 'services'>;
  /** Checking one time: the engine that lists slots, with her schedule and rules as the list reads them. */
  availability: Pick<Availability, 'checkTime' | 'refuseBlocked'>;
};

export type CheckedSlot = { services: CopiedService[]; amountCents: number; startsAt: Date; endsAt: Date };

/**
 * The rules a customer's chosen services and start must meet before anything is written (hold or
 * one-call booking): public, existing services, and a start the engine that lists slots would
 * offer (open hours, grid, notice, horizon → 422; blocked time → 409). Whether the time is free
 * is left to the exclusion constraint inside the writing transaction (taken → 409).
 */
export function createSlotRules({ context, availability }: SlotDeps) {
  return {
    /** A start of something lasting `durationMinutes` and occupying `occupied`; a new booking's services and a reschedule's booked ones alike. */
    checkTime: availability.checkTime,
    async check(stylistId: number, request: { services: number[]; startsAt: string }): Promise<CheckedSlot> {
      const found = await context.services(stylistId, [...new Set(request.services)], true);
      const { services, durationMinutes, amountCents } = orderedServices(request.services, found);
      // What the booking occupies (buffer, processing windows): the blocked-time check and the
      // exclusion constraint on `appointments.occupied` compare the same ranges.
      const { occupied } = occupancyOf(services);
      const startsAt = await availability.checkTime(stylistId, request.startsAt, durationMinutes, occupied);
      return { services, amountCents, startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
    },
    /** Inside the hold's or booking's transaction, after the appointment is written: blocked time refuses it (409). */
    inTransaction(tx: Tx, stylistId: number, appointmentId: number): Promise<void> {
      return availability.refuseBlocked(tx, stylistId, appointmentId);
    },
  };
}
export type SlotRules = ReturnType<typeof createSlotRules>;

type CardDeps = { context: Pick<BookingContextRepository, 'policies'>; cards: CardOwnership };

/**
 * A stylist with no-show protection (policy kind 0 or 1) asks for one of the customer's saved
 * cards, and so does a booking with a deposit due (`depositDue`, issue #20).
 */
export function createCardRule({ context, cards }: CardDeps) {
  return {
    async check(stylistId: number, customerAccountId: number, stripeCardId: string | null, depositDue = false): Promise<void> {
      const policies = await context.policies(stylistId);
      const protectedByCard = depositDue || policies.has(POLICY_CONFIG.noShowPercentage) || policies.has(POLICY_CONFIG.cancellationPercentage);
      if (protectedByCard && !stripeCardId) {
        throw new AppError('BUSINESS_RULE', 'This stylist asks for a saved card to confirm a booking', { stripeCardId: 'Choose or add a card' }, 'card_required');
      }
      if (stripeCardId && !(await cards.isOwnCard(customerAccountId, stripeCardId))) {
        throw new AppError('BUSINESS_RULE', 'This card is not one of your saved cards', { stripeCardId: 'Choose one of your saved cards' }, 'card_not_saved');
      }
    },
  };
}
export type CardRule = ReturnType<typeof createCardRule>;

type DepositDeps = { context: Pick<BookingContextRepository, 'policies' | 'depositModes'>; deposits: Pick<Deposits, 'chargeable'> };

/**
 * Issue #20: the deposit due for these services (cents, 0 = none), worked out when the time is
 * held or booked in one call: the stylist's "Require a deposit" (policy kind 3 or 4) with each
 * service's own rule, and only while her payment account can take it.
 */
export function createDepositRule({ context, deposits }: DepositDeps) {
  return {
    async due(stylistId: number, services: readonly CopiedService[]): Promise<number> {
      const policies = await context.policies(stylistId);
      const rule = depositRuleOf([...policies].map(([config, value]) => ({ config, value })));
      if (!rule || !(await deposits.chargeable(stylistId))) return 0;
      const modes = await context.depositModes(stylistId, [...new Set(services.map((s) => s.id))]);
      return depositCents(
        rule,
        services.map((s) => ({ priceCents: s.priceCents, ...(modes.get(s.id) ?? { depositMode: 'default' as const, depositValue: null }) })),
      );
    },
  };
}
export type DepositRule = ReturnType<typeof createDepositRule>;
