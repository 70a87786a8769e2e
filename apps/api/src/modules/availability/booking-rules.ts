/**
 * Her booking rules (issue 18): her own minimum notice, horizon and slot step, each null when she
 * keeps the server's default (MIN_NOTICE_MINUTES, HORIZON_DAYS, SLOT_STEP_MINUTES). Pure.
 */
export type BookingRuleDefaults = { minNoticeMinutes: number; horizonDays: number; slotStepMinutes: number };
export type OwnBookingRules = { minNoticeMinutes: number | null; horizonDays: number | null; slotStepMinutes: number | null };

/**
 * The one place her rules meet the defaults: each rule she has not set is the server's. The slot
 * list, a hold's check, a series' nearest times, the closures and GET /api/booking_rules all read
 * her rules through this.
 */
export function rulesInEffect(own: OwnBookingRules, defaults: BookingRuleDefaults): BookingRuleDefaults {
  return {
    minNoticeMinutes: own.minNoticeMinutes ?? defaults.minNoticeMinutes,
    horizonDays: own.horizonDays ?? defaults.horizonDays,
    slotStepMinutes: own.slotStepMinutes ?? defaults.slotStepMinutes,
  };
}
