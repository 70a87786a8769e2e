import type { Segment } from '@chairly/shared/availability/occupancy';
import { instantsOfWallTime, offsetMinutesAt } from '@chairly/shared/time/zoned-time';
import { localDateOf } from './zoned-time';

/**
 * The availability engine (docs/architecture.md §7): PURE — no I/O, no clock; listing slots and accepting a
 * booking both go through `computeSlots`.
 *
 * Rules:
 * - open hours are wall-clock whole hours in the stylist's IANA zone (weekDay 0 = Monday); an
 *   interval's bounds are real instants, so 09:00–18:00 is 9 real hours even on a DST change day;
 * - a special day (`specialDays`, per date) replaces the weekday's hours with its own intervals
 *   (quarter hours; none = closed);
 * - candidate starts lie on a `stepMinutes` wall-clock grid from the start of each interval;
 * - a wall time that does not exist (spring-forward gap) is skipped; one that occurs twice
 *   (fall-back overlap) is offered once, at its earlier occurrence (the first time the clock
 *   shows it), so every listed 'HH:mm' names exactly one instant;
 * - the whole duration (real minutes) must fit inside one open interval;
 * - what the booking occupies (`occupied`: the duration, or its busy stretches and buffer from
 *   `occupancyOf` — processing windows left free, the buffer possibly past closing) must not
 *   overlap a busy range (half-open: an appointment ending at 10:00 leaves 10:00 free);
 * - no start before `now + minNoticeMinutes`, none at or after `now + horizonDays` days.
 */
export type OpenHoursEntry = { weekDay: number; startHour: number; endHour: number };
/** Wall-clock minutes of the day, [startMinute, endMinute). */
export type DayInterval = { startMinute: number; endMinute: number };
/** A special day: its intervals replace the weekday's open hours on that date (none = closed). */
export type SpecialDayEntry = { date: string; intervals: readonly DayInterval[] };
export type BusyRange = { start: Date; end: Date };

export type AvailabilityRules = {
  timeZone: string;
  openHours: readonly OpenHoursEntry[];
  busy: readonly BusyRange[];
  durationMinutes: number;
  /** Minutes after the start the booking occupies (occupancyOf(services).occupied); default the whole duration. */
  occupied?: readonly Segment[];
  now: Date;
  minNoticeMinutes?: number;
  horizonDays?: number;
  stepMinutes?: number;
  /** Per-date hours replacing the weekday's (special days, accepted public holidays). */
  specialDays?: readonly SpecialDayEntry[];
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
// Every label of a day made once: a fortnight's list has a thousand or more (issue #33).
const LABELS = Array.from({ length: 24 * 60 }, (_, minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
const hhmm = (minuteOfDay: number) => LABELS[minuteOfDay] ?? `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}`;

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

// A day's one offset (or null: it has a transition) per zone and day, kept: reading an offset
// formats an instant (Intl), two a day, and the same days come back in every list (issue #33).
// Zone rules do not change while the process runs (its ICU data is loaded once).
const steadyOffsets = new Map<string, number | null>();
const STEADY_OFFSETS_KEPT = 20_000;

/**
 * The offset of every wall time of one calendar day, when the zone's offset is the same 15 h
 * before and 39 h after midnight-as-UTC (the local day lies in between for any offset within
 * ±14 h); null when the day has a transition.
 */
function steadyOffset(dayUtc: number, timeZone: string): number | null {
  const key = `${timeZone} ${dayUtc}`;
  let offset = steadyOffsets.get(key);
  if (offset === undefined) {
    const before = offsetMinutesAt(dayUtc - 15 * HOUR_MS, timeZone);
    offset = before === offsetMinutesAt(dayUtc + 39 * HOUR_MS, timeZone) ? before : null;
    if (steadyOffsets.size >= STEADY_OFFSETS_KEPT) steadyOffsets.clear();
    steadyOffsets.set(key, offset);
  }
  return offset;
}

/**
 * Resolves wall times of one calendar day to the first instant the clock shows them (undefined:
 * in a gap). A day without a transition has one offset for every wall time (the fast path);
 * otherwise each wall time is resolved on its own.
 */
function dayResolver(dayUtc: number, timeZone: string): (wallAsUtc: number) => number | undefined {
  const offset = steadyOffset(dayUtc, timeZone);
  if (offset !== null) {
    const offsetMs = offset * MINUTE_MS;
    return (wall) => wall - offsetMs;
  }
  return (wall) => instantsOfWallTime(wall, timeZone)[0];
}

/** Whether a booking starting at `start` occupies time of a busy range. */
function occupiesBusy(merged: [number, number][], occupiedMs: readonly [number, number][], start: number): boolean {
  for (const [from, to] of occupiedMs) if (overlapsBusy(merged, start + from, start + to)) return true;
  return false;
}

/**
 * The engine's busy check on its own: whether something starting at `start` (ms) and occupying
 * `occupied` (minutes after the start) overlaps one of `busy` (half-open). The series' statuses use it.
 */
export function busyCheck(busy: readonly BusyRange[]): (start: number, occupied: readonly Segment[]) => boolean {
  const merged = mergeBusy(busy);
  return (start, occupied) => occupiesBusy(merged, occupied.map((s): [number, number] => [s.from * MINUTE_MS, s.to * MINUTE_MS]), start);
}

function slotsOfDay(dayUtc: number, rules: Required<AvailabilityRules>, merged: [number, number][], occupiedMs: readonly [number, number][]): Slot[] {
  const weekDay = (new Date(dayUtc).getUTCDay() + 6) % 7;
  const resolve = dayResolver(dayUtc, rules.timeZone);
  const earliest = rules.now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const latest = rules.now.getTime() + rules.horizonDays * DAY_MS;
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const intervals = intervalsOfDay(dayUtc, weekDay, rules);
  const slots: Slot[] = [];
  for (const interval of intervals) {
    const bound = (minute: number) => resolve(dayUtc + minute * MINUTE_MS) ?? instantAfterGap(dayUtc + minute * MINUTE_MS, rules.timeZone);
    const intervalStart = bound(interval.startMinute);
    const intervalEnd = bound(interval.endMinute);
    for (let minute = interval.startMinute; minute < interval.endMinute; minute += rules.stepMinutes) {
      const start = resolve(dayUtc + minute * MINUTE_MS);
      if (start === undefined) continue; // does not exist on this day (spring-forward gap)
      const end = start + durationMs;
      if (start < intervalStart || end > intervalEnd || start < earliest || start >= latest) continue;
      if (occupiesBusy(merged, occupiedMs, start)) continue;
      slots.push({ time: hhmm(minute), start });
    }
  }
  return slots;
}

/**
 * The open intervals of one date, in wall-clock minutes, sorted: a special day's own intervals
 * (none = closed) replace the weekday's open hours.
 */
export function intervalsOfDay(dayUtc: number, weekDay: number, rules: Pick<AvailabilityRules, 'openHours' | 'specialDays'>): DayInterval[] {
  if (rules.specialDays && rules.specialDays.length > 0) {
    const date = new Date(dayUtc).toISOString().slice(0, 10);
    const special = rules.specialDays.find((d) => d.date === date);
    if (special) return special.intervals.filter((i) => i.startMinute < i.endMinute).sort((a, b) => a.startMinute - b.startMinute);
  }
  return rules.openHours
    .filter((h) => h.weekDay === weekDay && h.startHour < h.endHour)
    .map((h) => ({ startMinute: h.startHour * 60, endMinute: h.endHour * 60 }))
    .sort((a, b) => a.startMinute - b.startMinute);
}

/** An interval bound that falls in a gap starts or ends where the clock resumes. */
function instantAfterGap(wallAsUtc: number, timeZone: string): number {
  return wallAsUtc - offsetMinutesAt(wallAsUtc - DAY_MS, timeZone) * MINUTE_MS;
}

function withDefaults(rules: AvailabilityRules): Required<AvailabilityRules> {
  if (!Number.isInteger(rules.durationMinutes) || rules.durationMinutes <= 0) throw new RangeError('durationMinutes must be a positive integer');
  const step = rules.stepMinutes ?? AVAILABILITY_DEFAULTS.stepMinutes;
  if (!Number.isInteger(step) || step <= 0) throw new RangeError('stepMinutes must be a positive integer');
  const occupied = rules.occupied ?? [{ from: 0, to: rules.durationMinutes }];
  if (occupied.some((s) => !Number.isInteger(s.from) || !Number.isInteger(s.to) || s.from < 0 || s.to <= s.from)) throw new RangeError('occupied segments must be whole minutes, 0 ≤ from < to');
  return {
    ...rules,
    occupied,
    specialDays: rules.specialDays ?? [],
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
  const occupiedMs = rules.occupied.map((s): [number, number] => [s.from * MINUTE_MS, s.to * MINUTE_MS]);
  const days: DaySlots[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const slots = slotsOfDay(day, rules, merged, occupiedMs);
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
