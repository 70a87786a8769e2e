import { AppError, occupancyOf } from '@chairly/shared';
import type { Segment } from '@chairly/shared/availability/occupancy';
import { addDays, DAY_MS } from '@chairly/shared/format';
import type { Tx } from '../../db/transactions';
import { BLOCKED_TIME_MESSAGE } from './check-time.service';
import { isBookable } from './compute-availability';
import type { AvailabilityInputs } from './inputs.repository';
import type { MemberEngineSchedule, TeamScheduleReader } from './schedule';
import { instantOfWallTime, localDateOf } from './zoned-time';

/** A member who performs every chosen service, with her duration and price of each (in the order chosen). */
export type EligibleMember = {
  memberId: number;
  name: string;
  position: number;
  services: { serviceId: number; durationMinutes: number; priceCents: number }[];
};

/** Who a list or an assignment is for: one member, or "anyone available" (`any`); the chosen services, if any. */
export type Who = { member: number | 'any'; serviceIds?: number[] };

export const DOES_NOT_PERFORM_MESSAGE = 'This stylist does not perform the chosen services.';
/** A member named who is not one of the business's members taking online bookings (404). */
export const UNKNOWN_MEMBER_MESSAGE = 'This stylist cannot be booked online.';
const TAKEN_MESSAGE = 'This time is no longer available';

/** 404 for a member the public page may not name; `field`: the request's name for her. */
export const unknownMember = (field: 'member' | 'memberId' = 'member') => new AppError('NOT_FOUND', UNKNOWN_MEMBER_MESSAGE, { [field]: UNKNOWN_MEMBER_MESSAGE });
export const doesNotPerform = () => new AppError('BUSINESS_RULE', DOES_NOT_PERFORM_MESSAGE, { member: DOES_NOT_PERFORM_MESSAGE });
const taken = () => new AppError('SLOT_TAKEN', TAKEN_MESSAGE, undefined, 'slot_taken');
const blockedTime = () => new AppError('SLOT_TAKEN', BLOCKED_TIME_MESSAGE, undefined, 'slot_taken');

/** The chosen services (ids in the order chosen, repeats kept) as she performs them; null if she does not perform one of them. */
export function performed(member: Pick<MemberEngineSchedule, 'services'>, serviceIds: readonly number[]) {
  const byId = new Map(member.services.map((s) => [s.serviceId, s]));
  const services = [];
  for (const id of serviceIds) {
    const service = byId.get(id);
    if (!service?.performs) return null;
    services.push(service);
  }
  return services;
}

/** What a booking of the chosen services takes of her time: her total duration and what it occupies (buffer, processing windows). */
export function shapeFor(member: Pick<MemberEngineSchedule, 'services'>, serviceIds: readonly number[]): { durationMinutes: number; occupied: Segment[] } | null {
  const services = performed(member, serviceIds);
  if (!services) return null;
  const { durationMinutes, occupied } = occupancyOf(services);
  return { durationMinutes, occupied };
}

const toEligible = (member: MemberEngineSchedule, serviceIds: readonly number[]): EligibleMember => ({
  memberId: member.memberId,
  name: member.name,
  position: member.position,
  services: (performed(member, serviceIds) ?? []).map(({ serviceId, durationMinutes, priceCents }) => ({ serviceId, durationMinutes, priceCents })),
});

/**
 * The one member named, as a list or an assignment may use her: 404 when she is not a member of
 * this business taking online bookings, 422 when she does not perform a chosen service.
 */
export function namedMember(found: readonly MemberEngineSchedule[], serviceIds: readonly number[]): MemberEngineSchedule {
  const member = found[0];
  if (!member?.bookable) throw unknownMember();
  if (!performed(member, serviceIds)) throw doesNotPerform();
  return member;
}

type Deps = { inputs: Pick<AvailabilityInputs, 'busy' | 'dayCounts'>; team: TeamScheduleReader; now: () => Date };

/** Issue #34 (D64): who may be booked for the chosen services, and who gets an "anyone" booking. */
export function createTeamService({ inputs, team, now }: Deps) {
  return {
    /** Members taking online bookings who perform every chosen service, in the stable order (position, id). */
    async eligibleMembers(stylistId: number, serviceIds: number[]): Promise<EligibleMember[]> {
      const members = await team(stylistId, { team: true }, null, null, serviceIds.length > 0 ? serviceIds : null);
      return members.filter((m) => performed(m, serviceIds)).map((m) => toEligible(m, serviceIds));
    },

    /**
     * Inside the caller's write-locked transaction, before the appointment is inserted or moved: the
     * eligible members (or the one named) the engine lets book at `startsAt` (hours, special days,
     * rules, blocked time) with no held or booked appointment overlapping what she would occupy
     * (her own durations). `preferMemberId` when she is free; else the fewest held and booked
     * appointments that local day, then position, then id. None free → 409.
     */
    async pickMember(
      tx: Tx,
      request: { stylistId: number; startsAt: Date; serviceIds: number[]; member: number | 'any'; preferMemberId?: number; excludeAppointmentId?: number },
    ): Promise<EligibleMember> {
      const { stylistId, startsAt, serviceIds, member } = request;
      const start = startsAt.getTime();
      if (Number.isNaN(start)) throw taken();
      if (serviceIds.length === 0) throw new AppError('BUSINESS_RULE', 'Choose at least one service', { services: 'Choose at least one service' });
      const choice = member === 'any' ? ({ team: true } as const) : ({ team: false, memberId: member } as const);
      // Her date of the start lies within a day of its UTC date, whatever the zone.
      const utcDate = startsAt.toISOString().slice(0, 10);
      const found = await team(stylistId, choice, addDays(utcDate, -1), addDays(utcDate, 1), serviceIds, tx);
      const candidates = member === 'any' ? found.filter((m) => m.bookable && performed(m, serviceIds)) : [namedMember(found, serviceIds)];
      if (candidates.length === 0) throw taken();
      const busy = await inputs.busy(stylistId, choice, new Date(start - DAY_MS), new Date(start + 2 * DAY_MS), request.excludeAppointmentId ?? null, tx);
      const at = now();
      // Members refused by their blocked time alone (free of appointments there).
      let blockedOnly = 0;
      const free = candidates.filter((m) => {
        const rules = { timeZone: m.timeZone, openHours: m.openHours, ...shapeFor(m, serviceIds)!, now: at, ...m.rules };
        const ranges = busy.get(m.memberId) ?? [];
        if (isBookable({ ...rules, busy: ranges }, startsAt)) return true;
        if (ranges.some((r) => r.blocked) && isBookable({ ...rules, busy: ranges.filter((r) => !r.blocked) }, startsAt)) blockedOnly += 1;
        return false;
      });
      const preferred = free.find((m) => m.memberId === request.preferMemberId);
      if (preferred) return toEligible(preferred, serviceIds);
      if (free.length <= 1) {
        // Nobody: blocked time says so as the check after the write does (as for one stylist before teams).
        if (!free[0]) throw blockedOnly === candidates.length ? blockedTime() : taken();
        return toEligible(free[0], serviceIds);
      }
      // The business's local day of the start (every member shares the business's zone).
      const timeZone = free[0]!.timeZone;
      const day = localDateOf(start, timeZone);
      const dayStart = instantOfWallTime(Date.parse(`${day}T00:00:00Z`), timeZone);
      const dayEnd = instantOfWallTime(Date.parse(`${addDays(day, 1)}T00:00:00Z`), timeZone);
      const counts = await inputs.dayCounts(
        tx,
        free.map((m) => m.memberId),
        new Date(dayStart),
        new Date(dayEnd),
        request.excludeAppointmentId ?? null,
      );
      const count = (m: MemberEngineSchedule) => counts.get(m.memberId) ?? 0;
      const [chosen] = [...free].sort((a, b) => count(a) - count(b) || a.position - b.position || a.memberId - b.memberId);
      return toEligible(chosen!, serviceIds);
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
