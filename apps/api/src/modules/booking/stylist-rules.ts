import type { BookingContextRepository } from '../appointments-core/index';
import type { AvailabilityRules } from '../availability/index';

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
    return {
      minNoticeMinutes: rules.minNoticeMinutes ?? defaults.minNoticeMinutes,
      horizonDays: rules.horizonDays ?? defaults.horizonDays,
      stepMinutes: rules.slotStepMinutes ?? defaults.slotStepMinutes,
      specialDays,
    };
  };
}
export type StylistRulesReader = ReturnType<typeof createStylistRules>;
