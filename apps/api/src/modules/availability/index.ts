import type { Db } from '../../db/client';
import type { StylistChanges } from '../../db/stylist-changes';
import type { BookingRuleDefaults } from './booking-rules';
import { createTimeCheck } from './check-time.service';
import { createClosuresService } from './closures.service';
import { createAvailabilityInputs } from './inputs.repository';
import { createScheduleReader, createTeamScheduleReader } from './schedule';
import { createSeriesStatus } from './series-status.service';
import { createSlotList } from './slot-list.service';
import { createTeamService } from './team.service';

export { computeAvailability, computeSlots, intervalsOfDay, isBookable, parseCalendarDate, AVAILABILITY_DEFAULTS, type AvailabilityRules, type BusyRange, type OpenHoursEntry, type DayInterval, type SpecialDayEntry } from './compute-availability';
export { formatInZone, instantOfWallTime, localDateOf, isKnownTimeZone } from './zoned-time';
export { computeClosures, type ClosureRange } from './closures';
export { rulesInEffect, type BookingRuleDefaults, type OwnBookingRules } from './booking-rules';
export { BLOCKED_TIME_MESSAGE } from './check-time.service';
export { occurrenceStarts, type Pattern } from './series-plan';
export { busyStatement, mergedBusyStatement, createAvailabilityInputs, type AvailabilityInputs, type MemberChoice, type Schedule, type ScheduleRow } from './inputs.repository';
export { DOES_NOT_PERFORM_MESSAGE, UNKNOWN_MEMBER_MESSAGE, unknownMember, type EligibleMember, type Who } from './team.service';
export type { ChosenShape, MovingBooking, SlotPeriod } from './slot-list.service';
export type { OccurrencePlan, OwnRange } from './series-status.service';

export type AvailabilityOptions = {
  /** The server's defaults of her booking rules (MIN_NOTICE_MINUTES, HORIZON_DAYS, SLOT_STEP_MINUTES). */
  defaults: BookingRuleDefaults;
  now?: () => Date;
  /** Issue #22: with it, slot lists are kept while nothing of the stylist changes. */
  changes?: StylistChanges;
};

/**
 * Every availability rule and its inputs (issue #30): her schedule and rules read once and merged
 * with the defaults in one place, what is busy, and the one engine over them. Booking, moving,
 * series, the waitlist and the public page ask here; none reads the inputs itself.
 */
export function createAvailability(db: Db, options: AvailabilityOptions) {
  const now = options.now ?? (() => new Date());
  // Only the three rules: the view of GET /api/booking_rules answers them as `defaults`.
  const { minNoticeMinutes, horizonDays, slotStepMinutes } = options.defaults;
  const defaults = { minNoticeMinutes, horizonDays, slotStepMinutes };
  const inputs = createAvailabilityInputs(db);
  const schedule = createScheduleReader(inputs, defaults);
  const team = createTeamScheduleReader(inputs, defaults);
  const slots = createSlotList({ inputs, team, now, ...(options.changes ? { changes: options.changes } : {}) });
  const members = createTeamService({ inputs, team, now });
  const time = createTimeCheck({ inputs, schedule, now });
  const series = createSeriesStatus({ inputs, schedule, now });
  const closures = createClosuresService({ inputs, defaults, now });
  return {
    /** Free starts per date of a period (the public list, a move's list, the waitlist's match), for one member or anyone (issue #34). */
    list: slots.list,
    /** Members taking online bookings who perform every chosen service, her durations and prices, in order (position, id). */
    eligibleMembers: members.eligibleMembers,
    /** Inside the write-locked transaction: who gets a booking at a start (a named member, or anyone by the stated rule); none free → 409. */
    pickMember: members.pickMember,
    /** One start against the engine (→ 422) and blocked time (→ 409), for one member (absent: the owner). */
    checkTime: time.checkTime,
    /** Inside the writing transaction: blocked time of the appointment's member refuses it (→ 409). */
    refuseBlocked: time.refuseBlocked,
    /** A series' occurrences: status and nearest free start. */
    seriesPlan: series.plan,
    /** Her booking rules in effect, and the defaults (GET /api/booking_rules). */
    bookingRules: closures.bookingRules,
    /** The public page's upcoming closures. */
    closures: closures.closures,
  };
}
export type Availability = ReturnType<typeof createAvailability>;
