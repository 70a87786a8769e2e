import { intervalsOfDay, parseCalendarDate, type BusyRange, type OpenHoursEntry, type SpecialDayEntry } from './compute-availability';
import { instantOfWallTime } from './zoned-time';
import { DAY_MS } from '@chairly/shared/format';
import { offsetMinutesAt } from '@chairly/shared/time/zoned-time';

/**
 * Upcoming closures for the public page ("Closed 24–26 Dec"), pure.
 *
 * A date counts as closed when a special day closes it (no intervals), or when it has open hours
 * (its weekday's or a special day's) and blocked time covers every one of them. Closed dates form
 * one closure while only days without any hours lie between them (a closed Friday and Monday
 * around a weekend the stylist never works are one closure, shown from Friday to Monday).
 */
export type ClosuresInput = {
  timeZone: string;
  openHours: readonly OpenHoursEntry[];
  specialDays: readonly SpecialDayEntry[];
  blocked: readonly BusyRange[];
  /** First and last date looked at, 'yyyy-MM-dd'. */
  from: string;
  to: string;
};
export type ClosureRange = { from: string; to: string };

const MINUTE_MS = 60_000;

/** Whether the union of `ranges` (sorted by start) covers [start, end). */
// Stryker disable EqualityOperator,ConditionalExpression: the early return only saves work; equal ends change nothing
function covered(ranges: readonly [number, number][], start: number, end: number): boolean {
  let reached = start;
  for (const [s, e] of ranges) {
    if (s > reached) break;
    if (e > reached) reached = e;
    if (reached >= end) return true;
  }
  return reached >= end;
}
// Stryker restore EqualityOperator,ConditionalExpression

/** Whether a blocked range reaches the day starting at `day` (UTC), a day either side: every zone offset. */
const reachedBy = (blocked: readonly [number, number][], day: number) => blocked.some(([s, e]) => s < day + 2 * DAY_MS && e > day - DAY_MS);

/** A date's state: closed (a closed special day, or every hour blocked), open, or without hours at all. */
export type DayState = { date: string; state: 'closed' | 'open' | 'none' };

/** Each date of [from, to] with its state (see computeClosures). */
export function dayStates(input: ClosuresInput): DayState[] {
  const first = parseCalendarDate(input.from);
  const last = parseCalendarDate(input.to);
  if (Number.isNaN(first) || Number.isNaN(last)) throw new RangeError('from and to must be yyyy-MM-dd dates');
  // Stryker disable ConditionalExpression,EqualityOperator: covered() ignores an empty or reversed range anyway
  const blocked = input.blocked
    .map((b): [number, number] => [b.start.getTime(), b.end.getTime()])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  // Stryker restore ConditionalExpression,EqualityOperator
  // Her zone's offset at each midnight (UTC) looked at, each asked of Intl once.
  const offsets = new Map<number, number>();
  const offsetAt = (midnight: number) => {
    let offset = offsets.get(midnight);
    if (offset === undefined) offsets.set(midnight, (offset = offsetMinutesAt(midnight, input.timeZone)));
    return offset;
  };
  const states: DayState[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    const date = new Date(day).toISOString().slice(0, 10);
    const weekDay = (new Date(day).getUTCDay() + 6) % 7;
    const special = input.specialDays.find((d) => d.date === date);
    const intervals = intervalsOfDay(day, weekDay, input);
    let closed: boolean;
    if (special && special.intervals.length === 0) closed = true;
    else if (intervals.length === 0) {
      states.push({ date, state: 'none' }); // no hours anyway: neither opens nor ends a closure
      continue;
    } else if (!reachedBy(blocked, day) && offsetAt(day - DAY_MS) === offsetAt(day + 2 * DAY_MS)) {
      // No blocked time near the day and no change of the clock: its hours are open (issue #33.3:
      // working out every interval's instants cost the public page's render a millisecond). Only
      // hours lying wholly in a clock change's gap are empty, and so closed, without blocked time.
      closed = false;
    } else {
      closed = intervals.every((i) =>
        covered(blocked, instantOfWallTime(day + i.startMinute * MINUTE_MS, input.timeZone), instantOfWallTime(day + i.endMinute * MINUTE_MS, input.timeZone)),
      );
    }
    states.push({ date, state: closed ? 'closed' : 'open' });
  }
  return states;
}

/** Closed dates joined into closures while only dates without hours lie between them. */
function closuresOf(states: readonly DayState[]): ClosureRange[] {
  const closures: ClosureRange[] = [];
  let open: ClosureRange | null = null;
  for (const { date, state } of states) {
    if (state === 'none') continue;
    if (state === 'closed') {
      if (open) open.to = date;
      else open = { from: date, to: date };
    } else if (open) {
      closures.push(open);
      open = null;
    }
  }
  if (open) closures.push(open);
  return closures;
}

export function computeClosures(input: ClosuresInput): ClosureRange[] {
  return closuresOf(dayStates(input));
}

/**
 * Issue #34 (D64): the salon's closures for "anyone": a date is open when one member is open, closed
 * when none is open and one is closed, without hours when none has hours. Every input covers the
 * same dates; one member's closures are hers.
 */
export function computeTeamClosures(inputs: readonly ClosuresInput[]): ClosureRange[] {
  if (inputs.length === 1) return computeClosures(inputs[0]!);
  const rank = { open: 2, closed: 1, none: 0 } as const;
  const merged = new Map<string, DayState>();
  for (const input of inputs) {
    for (const day of dayStates(input)) {
      const known = merged.get(day.date);
      if (!known || rank[day.state] > rank[known.state]) merged.set(day.date, day);
    }
  }
  return closuresOf([...merged.values()].sort((a, b) => a.date.localeCompare(b.date)));
}
