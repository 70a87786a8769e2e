import { rulesInEffect, type BookingRuleDefaults } from './booking-rules';
import type { AvailabilityRules, OpenHoursEntry } from './compute-availability';
import type { AvailabilityInputs } from './inputs.repository';

/** Her part of the engine's rules for dates [from, to]: her booking rules in effect and her special days. */
export type StylistRules = Required<Pick<AvailabilityRules, 'minNoticeMinutes' | 'horizonDays' | 'stepMinutes' | 'specialDays'>>;

/** Everything the engine needs from her settings for dates [from, to]. */
export type EngineSchedule = { timeZone: string; openHours: OpenHoursEntry[]; rules: StylistRules };

/**
 * Her time zone, weekly hours, booking rules (hers, else the defaults) and special days, in one
 * statement. The slot list, a hold's or a move's check and a series' nearest times all read her
 * schedule here, so a listed time is exactly a time that can be held.
 */
export function createScheduleReader(inputs: Pick<AvailabilityInputs, 'schedule'>, defaults: BookingRuleDefaults) {
  return async (stylistId: number, from: string, to: string): Promise<EngineSchedule> => {
    const { timeZone, openHours, bookingRules, specialDays } = await inputs.schedule(stylistId, from, to);
    const { minNoticeMinutes, horizonDays, slotStepMinutes } = rulesInEffect(bookingRules, defaults);
    return { timeZone, openHours, rules: { minNoticeMinutes, horizonDays, stepMinutes: slotStepMinutes, specialDays } };
  };
}
export type ScheduleReader = ReturnType<typeof createScheduleReader>;
