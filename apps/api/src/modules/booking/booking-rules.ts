import { AppError, depositCents, depositRuleOf, occupancyOf, POLICY_CONFIG } from '@chairly/shared';
import type { Segment } from '@chairly/shared/availability/occupancy';
import type { Tx } from '../../db/transactions';
import { orderedServices, performedBy, type BookingContextRepository, type CardOwnership, type CopiedService, type Deposits, type TeamMembers } from '../appointments-core/index';
import { DOES_NOT_PERFORM_MESSAGE, unknownMember, type Availability } from '../availability/index';
import { isBookableOnline } from '../../lib/bookable-online';

type SlotDeps = {
  context: Pick<BookingContextRepository, 'services'>;
  /** Checking one time: the engine that lists slots, with her schedule and rules as the list reads them; who may take it (issue #34). */
  availability: Pick<Availability, 'checkTime' | 'refuseBlocked' | 'eligibleMembers' | 'pickMember'>;
  /** A named member who is not among the eligible: unknown (404) or not performing the services (422). */
  team: Pick<TeamMembers, 'member'>;
};

/** The chosen services as one member performs them: her durations and prices, their totals. */
export type Performed = { memberId: number; services: CopiedService[]; durationMinutes: number; amountCents: number };

/**
 * A start checked for the chosen services (issue #34, D64): `who` the customer asked for (a member,
 * or `any`); `members` every one who may be asked (the one named, or each eligible one, in the
 * team's order), as she performs them; `first` the first the engine lets take it now (a business of
 * one: its owner, at the services' own durations and prices, as before members).
 */
export type CheckedSlot = { startsAt: Date; who: number | 'any'; serviceIds: number[]; chosen: CopiedService[]; members: Performed[]; first: Performed };

/** A member's answer when she cannot take a start: her rules (422) or her blocked time (409). */
const refusalRank = (error: unknown) => (error instanceof AppError && error.code === 'SLOT_TAKEN' ? 1 : 0);

/**
 * The rules a customer's chosen services and start must meet before anything is written (hold,
 * one-call booking, move): public, existing services, a member who performs them all (the one
 * named, or anyone), and a start the engine that lists slots would offer her (open hours, grid,
 * notice, horizon → 422; blocked time → 409). Who gets it is decided inside the writing
 * transaction (`assign`): whether the time is free is left to that choice and to the exclusion
 * constraint (taken → 409).
 */
export function createSlotRules({ context, availability, team }: SlotDeps) {
  /** The members who may be asked for these services: the one named (404 / 422 as the public list answers), or every eligible one. */
  async function candidates(stylistId: number, who: number | 'any', serviceIds: number[]) {
    const eligible = await availability.eligibleMembers(stylistId, serviceIds);
    if (who === 'any') {
      if (eligible.length === 0) throw new AppError('BUSINESS_RULE', DOES_NOT_PERFORM_MESSAGE, { services: DOES_NOT_PERFORM_MESSAGE });
      return eligible;
    }
    const named = eligible.filter((m) => m.memberId === who);
    if (named.length > 0) return named;
    const member = await team.member(stylistId, who, serviceIds);
    if (!isBookableOnline(member)) throw unknownMember('memberId');
    throw new AppError('BUSINESS_RULE', DOES_NOT_PERFORM_MESSAGE, { memberId: DOES_NOT_PERFORM_MESSAGE });
  }

  /**
   * The first member (in order) for whom `start` passes the engine's rules, checked with her
   * `shapeOf`; none → the most telling refusal (her blocked time 409 before the rules' 422).
   */
  async function firstPassing<T extends { memberId: number }>(
    stylistId: number,
    start: string,
    members: readonly T[],
    shapeOf: (member: T) => { durationMinutes: number; occupied: Segment[] },
  ): Promise<{ startsAt: Date; member: T }> {
    let refusal: unknown = null;
    for (const member of members) {
      const { durationMinutes, occupied } = shapeOf(member);
      try {
        return { startsAt: await availability.checkTime(stylistId, start, durationMinutes, occupied, member.memberId), member };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (refusal === null || refusalRank(error) > refusalRank(refusal)) refusal = error;
      }
    }
    throw refusal;
  }

  return {
    candidates,
    firstPassing,
    async check(stylistId: number, request: { services: number[]; startsAt: string; memberId?: number | undefined }): Promise<CheckedSlot> {
      const found = await context.services(stylistId, [...new Set(request.services)], true);
      const { services: chosen } = orderedServices(request.services, found);
      const who = request.memberId ?? 'any';
      const performing = (await candidates(stylistId, who, request.services)).map((m) => ({ memberId: m.memberId, ...performedBy(chosen, m.services) }));
      // What the booking occupies of her time (buffer, processing windows): the blocked-time check
      // and the exclusion constraint on `appointments.occupied` compare the same ranges.
      const { startsAt, member } = await firstPassing(stylistId, request.startsAt, performing, (m) => ({ durationMinutes: m.durationMinutes, occupied: occupancyOf(m.services).occupied }));
      return { startsAt, who, serviceIds: request.services, chosen, members: performing, first: member };
    },
    /**
     * Inside the writing transaction, before the row is written (issue #34, D64): the member who
     * gets it — the one named, else `preferMemberId` when free, else the fewest held and booked
     * appointments that day, then the team's order (availability.pickMember; none free → 409) —
     * with the services as she performs them.
     */
    async assign(tx: Tx, stylistId: number, slot: Pick<CheckedSlot, 'startsAt' | 'who' | 'serviceIds' | 'chosen'>, options: { preferMemberId?: number; excludeAppointmentId?: number } = {}): Promise<Performed> {
      const member = await availability.pickMember(tx, { stylistId, startsAt: slot.startsAt, serviceIds: slot.serviceIds, member: slot.who, ...options });
      return { memberId: member.memberId, ...performedBy(slot.chosen, member.services) };
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
  /**
   * `memberIds` (issue #34, D66): whose appointment each list would be; a deposit is due when the
   * account it would go to can take it (hers, else the business's). Absent: the business's.
   */
  async function dueEach(stylistId: number, lists: readonly (readonly CopiedService[])[], memberIds?: readonly number[]): Promise<number[]> {
    const policies = await context.policies(stylistId);
    const rule = depositRuleOf([...policies].map(([config, value]) => ({ config, value })));
    if (!rule) return lists.map(() => 0);
    const whose = lists.map((_, index) => memberIds?.[index]);
    const able = new Map(await Promise.all([...new Set(whose)].map(async (memberId) => [memberId, await deposits.chargeable(stylistId, memberId)] as const)));
    if (![...able.values()].some(Boolean)) return lists.map(() => 0);
    const modes = await context.depositModes(stylistId, [...new Set(lists.flat().map((s) => s.id))]);
    return lists.map((services, index) =>
      !able.get(whose[index])
        ? 0
        : depositCents(
            rule,
            services.map((s) => ({ priceCents: s.priceCents, ...(modes.get(s.id) ?? { depositMode: 'default' as const, depositValue: null }) })),
          ),
    );
  }
  return {
    async due(stylistId: number, services: readonly CopiedService[]): Promise<number> {
      return (await dueEach(stylistId, [services]))[0]!;
    },
    /** Issue #34: the deposit of the same services at each member's own prices (read once), in the order given. */
    dueEach,
  };
}
export type DepositRule = ReturnType<typeof createDepositRule>;
