import type { Segment } from '@chairly/shared/availability/occupancy';
import type { SeriesOccurrenceStatus } from '@chairly/shared';
import { offsetMinutesAt } from '@chairly/shared/time/zoned-time';
import { busyCheck, computeSlots, intervalsOfDay, parseCalendarDate, type BusyRange, type OpenHoursEntry, type SpecialDayEntry } from './compute-availability';
import { instantOfWallTime, localDateOf } from './zoned-time';
import { DAY_MS } from '@chairly/shared/format';

/**
 * Issue #19.3, pure: the occurrences of a repeated appointment and their status, with the same
 * engine (computeSlots) the public slot list and the holds use.
 */

const MINUTE_MS = 60_000;
/** Far enough for 26 occurrences 12 weeks apart: the stylist's calendar has no horizon. */
const NO_HORIZON_DAYS = 100_000;

/**
 * The starts of the occurrences: the same wall-clock time in her zone every `everyWeeks` weeks
 * (so 10:00 stays 10:00 across a DST change; a time in a spring-forward gap moves forward like
 * any wall time). `count` occurrences, or those whose date is at most `until` (yyyy-MM-dd).
 */
export function occurrenceStarts(start: number, timeZone: string, everyWeeks: number, limit: { count: number } | { until: string; max: number }): number[] | { tooMany: true } {
  const wall = start + offsetMinutesAt(start, timeZone) * MINUTE_MS;
  const at = (i: number) => instantOfWallTime(wall + i * everyWeeks * 7 * DAY_MS, timeZone);
  if ('count' in limit) return Array.from({ length: limit.count }, (_, i) => at(i));
  const starts: number[] = [];
  for (let i = 0; localDateOf(at(i), timeZone) <= limit.until; i++) {
    if (starts.length === limit.max) return { tooMany: true };
    starts.push(at(i));
  }
  return starts;
}

export type DayRules = {
  timeZone: string;
  openHours: readonly OpenHoursEntry[];
  specialDays: readonly SpecialDayEntry[];
  stepMinutes: number;
  /** Booked and held appointments' occupied ranges (the one being repeated left out). */
  appointments: readonly BusyRange[];
  blocked: readonly BusyRange[];
  now: Date;
};

export type Pattern = { durationMinutes: number; occupied: readonly Segment[] };

/**
 * The status of an occurrence starting at `start`: another appointment (what it occupies, buffer
 * included, overlaps one), blocked time, closed (the date has no open hours: a closed special day
 * or a weekday without hours), else free. A time outside open hours on an open day is her choice
 * (her calendar allows it) and counts as free.
 */
export function occurrenceStatus(start: number, pattern: Pattern, rules: DayRules): SeriesOccurrenceStatus {
  // The engine's own busy check (half-open ranges), as for the slot list.
  if (busyCheck(rules.appointments)(start, pattern.occupied)) return 'appointment';
  if (busyCheck(rules.blocked)(start, pattern.occupied)) return 'blocked';
  const date = localDateOf(start, rules.timeZone);
  const day = parseCalendarDate(date);
  if (intervalsOfDay(day, (new Date(day).getUTCDay() + 6) % 7, rules).length === 0) return 'closed';
  return 'free';
}

/**
 * The free start of the occurrence's date nearest to `start` (ties: the earlier): a start the
 * engine offers on her grid within that day's open hours, clear of appointments and blocked
 * time, not in the past; no notice and no horizon (her own calendar). Null when there is none.
 */
export function nearestFreeStart(start: number, pattern: Pattern, rules: DayRules): number | null {
  const date = localDateOf(start, rules.timeZone);
  const days = computeSlots({
    timeZone: rules.timeZone,
    openHours: rules.openHours,
    specialDays: rules.specialDays,
    busy: [...rules.appointments, ...rules.blocked],
    durationMinutes: pattern.durationMinutes,
    occupied: pattern.occupied,
    stepMinutes: rules.stepMinutes,
    now: rules.now,
    minNoticeMinutes: 0,
    horizonDays: NO_HORIZON_DAYS,
    from: date,
    to: date,
  });
  let best: number | null = null;
  for (const slot of days[0]?.slots ?? []) {
    if (best === null || Math.abs(slot.start - start) < Math.abs(best - start)) best = slot.start;
  }
  return best;
}
