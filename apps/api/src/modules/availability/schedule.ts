import type { Tx } from '../../db/transactions';
import { rulesInEffect, type BookingRuleDefaults } from './booking-rules';
import type { AvailabilityRules, OpenHoursEntry } from './compute-availability';
import type { AvailabilityInputs, MemberChoice, MemberSchedule, MemberService, Schedule } from './inputs.repository';

/** Her part of the engine's rules for dates [from, to]: her booking rules in effect and her special days. */
export type StylistRules = Required<Pick<AvailabilityRules, 'minNoticeMinutes' | 'horizonDays' | 'stepMinutes' | 'specialDays'>>;

/** Everything the engine needs from her settings for dates [from, to]. */
export type EngineSchedule = { timeZone: string; openHours: OpenHoursEntry[]; rules: StylistRules };

/** A member's engine schedule, who she is and the chosen services as she performs them. */
export type MemberEngineSchedule = EngineSchedule & { memberId: number; name: string; position: number; bookable: boolean; services: MemberService[] };

const toEngine = ({ timeZone, openHours, bookingRules, specialDays }: Schedule, defaults: BookingRuleDefaults): EngineSchedule => {
  const { minNoticeMinutes, horizonDays, slotStepMinutes } = rulesInEffect(bookingRules, defaults);
  return { timeZone, openHours, rules: { minNoticeMinutes, horizonDays, stepMinutes: slotStepMinutes, specialDays } };
};

/**
 * Her time zone, weekly hours, booking rules (hers, else the business's, else the defaults) and
 * special days (hers, else the salon's), in one statement. The slot list, a hold's or a move's
 * check and a series' nearest times all read her schedule here, so a listed time is exactly a time
 * that can be held. `memberId` absent: the owner (a business of one member: the stylist as before).
 */
export function createScheduleReader(inputs: Pick<AvailabilityInputs, 'schedule'>, defaults: BookingRuleDefaults) {
  return async (stylistId: number, from: string, to: string, memberId?: number | null): Promise<EngineSchedule> =>
    toEngine(await (memberId == null ? inputs.schedule(stylistId, from, to) : inputs.schedule(stylistId, from, to, memberId)), defaults);
}
export type ScheduleReader = ReturnType<typeof createScheduleReader>;

/** The same for several members at once (the team, or one member with her flags), with the chosen services. */
export function createTeamScheduleReader(inputs: Pick<AvailabilityInputs, 'schedules'>, defaults: BookingRuleDefaults) {
  return async (stylistId: number, choice: MemberChoice, from: string | null, to: string | null, serviceIds: readonly number[] | null, executor?: Tx): Promise<MemberEngineSchedule[]> => {
    const read: MemberSchedule[] = await inputs.schedules(stylistId, choice, from, to, serviceIds, executor);
    return read.map((member) => ({
      ...toEngine(member, defaults),
      memberId: member.memberId,
      name: member.name,
      position: member.position,
      bookable: member.bookable,
      services: member.services,
    }));
  };
}
export type TeamScheduleReader = ReturnType<typeof createTeamScheduleReader>;
