import type { BookingContextRepository, Schedule } from '../appointments-core/index';
import type { AvailabilityRules, OpenHoursEntry } from '../availability/index';

/** The server's defaults of a stylist's own booking rules (MIN_NOTICE_MINUTES, HORIZON_DAYS, SLOT_STEP_MINUTES). */
export type BookingRuleDefaults = { minNoticeMinutes: number; horizonDays: number; slotStepMinutes: number };

export type StylistRules = Pick<AvailabilityRules, 'minNoticeMinutes' | 'horizonDays' | 'stepMinutes' | 'specialDays'>;

/**
 * The stylist's part of the engine's input for dates [from, to]: her booking rules (hers, else
 * the defaults) and her special days. Listing slots and accepting a hold or booking both read it
 * here, so they keep agreeing.
 */
export function createStylistRules(context: Pick<BookingContextRepository, 'bookingRules' | 'specialDays'>, defaults: BookingRuleDefaults) {
  return async (stylistId: number, from: string, to: string): Promise<StylistRules> => {
    const [rules, specialDays] = await Promise.all([context.bookingRules(stylistId), context.specialDays(stylistId, from, to)]);
    return withDefaults(rules, specialDays, defaults);
  };
}
export type StylistRulesReader = ReturnType<typeof createStylistRules>;

function withDefaults(rules: Schedule['bookingRules'], specialDays: Schedule['specialDays'], defaults: BookingRuleDefaults): StylistRules {
  return {
    minNoticeMinutes: rules.minNoticeMinutes ?? defaults.minNoticeMinutes,
    horizonDays: rules.horizonDays ?? defaults.horizonDays,
    stepMinutes: rules.slotStepMinutes ?? defaults.slotStepMinutes,
    specialDays,
  };
}

/** Everything the engine needs from her settings for dates [from, to]. */
export type EngineSchedule = { timeZone: string; openHours: OpenHoursEntry[]; rules: StylistRules };

/**
 * The slot list's reader: her time zone, weekly hours and the rules above, from the same columns
 * and with the same defaults, in one statement (issue #22: one round trip instead of four).
 */
export function createScheduleReader(context: Pick<BookingContextRepository, 'schedule'>, defaults: BookingRuleDefaults) {
  return async (stylistId: number, from: string, to: string): Promise<EngineSchedule> => {
    const { timeZone, openHours, bookingRules, specialDays } = await context.schedule(stylistId, from, to);
    return { timeZone, openHours, rules: withDefaults(bookingRules, specialDays, defaults) };
  };
}
export type ScheduleReader = ReturnType<typeof createScheduleReader>;
