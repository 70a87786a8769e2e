import type { AvailableDates } from '@chairly/shared';
import type { Segment } from '@chairly/shared/availability/occupancy';
import { DAY_MS } from '@chairly/shared/format';
import { keptRead, VersionedCache, type StylistChanges } from '../../db/stylist-changes';
import { computeAvailability } from './compute-availability';
import type { AvailabilityInputs, MarkedBusyRange } from './inputs.repository';
import type { ScheduleReader } from './schedule';

type Deps = {
  /** What blocks a slot: appointments' occupied ranges and blocked time, in one statement. */
  inputs: Pick<AvailabilityInputs, 'busy' | 'mergedBusy'>;
  schedule: ScheduleReader;
  now: () => Date;
  /** Issue #22: with it, lists are kept while nothing of the stylist changes (see below). */
  changes?: StylistChanges;
};

/**
 * A kept list is answered for at most this long of the clock, since time alone changes it: a start
 * passes into the minimum notice, a hold lapses (no write tells of that). Any committed change of
 * the stylist's (an appointment, blocked time, hours, a special day, a service, her settings) drops
 * it at once, on every instance; the booking transaction checks every slot again anyway.
 */
export const AVAILABILITY_KEEP_MS = 5_000;
const KEPT_LISTS = 2_000;

/** The period and total duration (minutes) asked for. */
export type SlotPeriod = { duration: number; startDate: string; endDate: string };

/**
 * The chosen services' shape: what a booking of them occupies (buffers, processing windows), read
 * only when the list is computed; `key` names the choice among kept lists.
 */
export type ChosenShape = { key: string; occupied: () => Promise<readonly Segment[]> };

/**
 * A booking being moved (issue #19.1): what it occupies (its booked services' pattern) and its own
 * current ranges, which do not block its new time (the move frees them in the same transaction).
 */
export type MovingBooking = { occupied: readonly Segment[]; ownRanges: { start: Date; end: Date }[] };

const sameRange = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

/**
 * Busy time without the moving booking's own ranges: occupied ranges never overlap (the exclusion
 * constraint), so an appointment's range equal to one of the moving booking's own is that booking's.
 */
const withoutOwn = (ranges: MarkedBusyRange[], moving: MovingBooking) => ranges.filter((r) => r.blocked || !moving.ownRanges.some((own) => sameRange(own, r)));

/** Available start times per date for a total duration (the list side of the one engine). */
export function createSlotList({ inputs, schedule, now, changes }: Deps) {
  const kept = new VersionedCache<AvailableDates>(KEPT_LISTS);
  return {
    async list(stylistId: number, period: SlotPeriod, shape?: ChosenShape, moving?: MovingBooking): Promise<AvailableDates> {
      if (moving || !changes) return compute(stylistId, period, shape, moving);
      const key = [stylistId, period.duration, period.startDate, period.endDate, shape?.key ?? '', Math.floor(now().getTime() / AVAILABILITY_KEEP_MS)].join('|');
      return keptRead(changes, kept, key, () => changes.version(stylistId), () => compute(stylistId, period, shape));
    },
  };

  async function compute(stylistId: number, period: SlotPeriod, shape?: ChosenShape, moving?: MovingBooking): Promise<AvailableDates> {
    // The chosen services' buffers and processing windows (what a booking of them occupies).
    const occupied = moving ? moving.occupied : await shape?.occupied();
    // A day either side covers every zone offset; the engine keeps only what overlaps.
    const [after, before] = [new Date(Date.parse(period.startDate) - DAY_MS), new Date(Date.parse(period.endDate) + 2 * DAY_MS)];
    // Blocked time is busy like an appointment (the booking transaction refuses it too). Merged
    // by the database (D56), unless a move must leave out its own ranges one by one.
    const [{ timeZone, openHours, rules }, busy] = await Promise.all([
      schedule(stylistId, period.startDate, period.endDate),
      moving ? inputs.busy(stylistId, after, before).then((ranges) => withoutOwn(ranges, moving)) : inputs.mergedBusy(stylistId, after, before),
    ]);
    const dates = computeAvailability({
      timeZone,
      openHours,
      busy,
      durationMinutes: period.duration,
      occupied,
      from: period.startDate,
      to: period.endDate,
      now: now(),
      ...rules,
    });
    return { timeZone, dates };
  }
}
export type SlotList = ReturnType<typeof createSlotList>;
