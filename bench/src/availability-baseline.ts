// The availability engine as it was before issue #18 (apps/api/src/modules/availability/
// compute-availability.ts at commit 5b497c6, unchanged but for its import paths): the baseline the
// availability bench runs beside today's engine on the same input. Weekly open hours and busy
// ranges only — no special days, no occupancy pattern (a booking occupies its whole duration).
// Do not "fix" or speed it up: it is the yardstick.
import { instantsOfWallTime, offsetMinutesAt } from '@chairly/shared/time/zoned-time';
import { localDateOf } from '@chairly/api/modules/availability/zoned-time';

/**
 * The availability engine (docs/architecture.md §7): PURE — no I/O, no clock; listing slots and accepting a
 * booking both go through `computeSlots`.
 *
 * Rules:
 * - open hours are wall-clock whole hours in the stylist's IANA zone (weekDay 0 = Monday); an
 *   interval's bounds are real instants, so 09:00–18:00 is 9 real hours even on a DST change day;
 * - candidate starts lie on a `stepMinutes` wall-clock grid from the start of each interval;
 * - a wall time that does not exist (spring-forward gap) is skipped; one that occurs twice
 *   (fall-back overlap) is offered once, at its earlier occurrence (the first time the clock
 *   shows it), so every listed 'HH:mm' names exactly one instant;
 * - the whole duration (real minutes) must fit inside one open interval and must not overlap a
 *   busy range (half-open: an appointment ending at 10:00 leaves 10:00 free);
 * - no start before `now + minNoticeMinutes`, none at or after `now + horizonDays` days.
 */
export type OpenHoursEntry = { weekDay: number; startHour: number; endHour: number };
export type BusyRange = { start: Date; end: Date };

export type AvailabilityRules = {
  timeZone: string;
  openHours: readonly OpenHoursEntry[];
  busy: readonly BusyRange[];
  durationMinutes: number;
  now: Date;
  minNoticeMinutes?: number;
  horizonDays?: number;
  stepMinutes?: number;
};
export type AvailabilityInput = AvailabilityRules & { from: string; to: string };

export type Slot = { time: string; start: number };
export type DaySlots = { date: string; slots: Slot[] };
export type AvailableDate = { date: string; times: string[] };

export const AVAILABILITY_DEFAULTS = { minNoticeMinutes: 60, horizonDays: 90, stepMinutes: 15 } as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a `yyyy-MM-dd` calendar date (used as "wall time as if UTC"); NaN if invalid. */
export function parseCalendarDate(date: string): number {
  const match = DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? ms : Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minuteOfDay: number) => `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;

/** Sorted, merged busy ranges as [start, end) in ms. */
function mergeBusy(busy: readonly BusyRange[]): [number, number][] {
  const sorted = busy.map((b): [number, number] => [b.start.getTime(), b.end.getTime()]).filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Whether [start, end) overlaps any merged busy range (binary search for the first ending after start). */
function overlapsBusy(merged: [number, number][], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((merged[mid]?.[1] ?? 0) > start) hi = mid;
    else lo = mid + 1;
  }
  const candidate = merged[lo];
  return candidate !== undefined && candidate[0] < end;
}

/**
 * Resolves wall times of one calendar day. When the zone's offset is the same 15 h before and
 * 39 h after midnight-as-UTC (the local day lies in between for any offset within ±14 h), the
 * day has no transition and one offset serves every wall time (the fast path); otherwise each
 * wall time is resolved on its own.
 */
function dayResolver(dayUtc: number, timeZone: string): (wallAsUtc: number) => number[] {
  const before = offsetMinutesAt(dayUtc - 15 * HOUR_MS, timeZone);
  const after = offsetMinutesAt(dayUtc + 39 * HOUR_MS, timeZone);
  if (before === after) return (wall) => [wall - before * MINUTE_MS];
  return (wall) => instantsOfWallTime(wall, timeZone);
}

function slotsOfDay(dayUtc: number, rules: Required<AvailabilityRules>, merged: [number, number][]): Slot[] {
  const weekDay = (new Date(dayUtc).getUTCDay() + 6) % 7;
  const resolve = dayResolver(dayUtc, rules.timeZone);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const latest = rules.now.getTime() + rules.horizonDays * DAY_MS;
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const intervals = rules.openHours.filter((h) => h.weekDay === weekDay && h.startHour < h.endHour).sort((a, b) => a.startHour - b.startHour);
  const slots: Slot[] = [];
  for (const interval of intervals) {
    const bound = (hour: number) => resolve(dayUtc + hour * HOUR_MS)[0] ?? instantAfterGap(dayUtc + hour * HOUR_MS, rules.timeZone);
    const intervalStart = bound(interval.startHour);
    const intervalEnd = bound(interval.endHour);
    for (let minute = interval.startHour * 60; minute < interval.endHour * 60; minute += rules.stepMinutes) {
      const start = resolve(dayUtc + minute * MINUTE_MS)[0];
      if (start === undefined) continue; // does not exist on this day (spring-forward gap)
      const end = start + durationMs;
      if (start < intervalStart || end > intervalEnd || start < earliest || start >= latest) continue;
      if (overlapsBusy(merged, start, end)) continue;
      slots.push({ time: hhmm(minute), start });
    }
  }
  return slots;
}

/** An interval bound that falls in a gap starts or ends where the clock resumes. */
function instantAfterGap(wallAsUtc: number, timeZone: string): number {
  return wallAsUtc - offsetMinutesAt(wallAsUtc - DAY_MS, timeZone) * MINUTE_MS;
}

function withDefaults(rules: AvailabilityRules): Required<AvailabilityRules> {
  if (!Number.isInteger(rules.durationMinutes) || rules.durationMinutes <= 0) throw new RangeError('durationMinutes must be a positive integer');
  const step = rules.stepMinutes ?? AVAILABILITY_DEFAULTS.stepMinutes;
  if (!Number.isInteger(step) || step <= 0) throw new RangeError('stepMinutes must be a positive integer');
  return {
    ...rules,
    minNoticeMinutes: rules.minNoticeMinutes ?? AVAILABILITY_DEFAULTS.minNoticeMinutes,
    horizonDays: rules.horizonDays ?? AVAILABILITY_DEFAULTS.horizonDays,
    stepMinutes: step,
  };
}

/** Every bookable start per date of [from, to] (inclusive), dates without any left out. */
export function computeSlots(input: AvailabilityInput): DaySlots[] {
  const rules = withDefaults(input);
  const first = parseCalendarDate(input.from);
  const last = parseCalendarDate(input.to);
  if (Number.isNaN(first) || Number.isNaN(last)) throw new RangeError('from and to must be yyyy-MM-dd dates');
  const merged = mergeBusy(input.busy);
  const days: DaySlots[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const slots = slotsOfDay(day, rules, merged);
    if (slots.length > 0) days.push({ date: new Date(day).toISOString().slice(0, 10), slots });
  }
  return days;
}

/** The public shape: wall-clock 'HH:mm' times per date. */
export function computeAvailability(input: AvailabilityInput): AvailableDate[] {
  return computeSlots(input).map(({ date, slots }) => ({ date, times: slots.map((s) => s.time) }));
}

/** A start is bookable iff it is exactly one of the computed starts of its own date. */
export function isBookable(rules: AvailabilityRules, startsAt: Date): boolean {
  const start = startsAt.getTime();
  if (Number.isNaN(start)) return false;
  const date = localDateOf(start, rules.timeZone);
  return computeSlots({ ...rules, from: date, to: date }).some((day) => day.slots.some((slot) => slot.start === start));
}
