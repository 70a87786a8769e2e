import type { AvailableDates } from '@chairly/shared';
import type { Segment } from '@chairly/shared/availability/occupancy';
import { DAY_MS } from '@chairly/shared/format';
import { keptRead, VersionedCache, type StylistChanges } from '../../db/stylist-changes';
import { computeAvailability, type AvailableDate, type BusyRange } from './compute-availability';
import type { AvailabilityInputs, MarkedBusyRange } from './inputs.repository';
import type { MemberEngineSchedule, TeamScheduleReader } from './schedule';
import { namedMember, performed, shapeFor, type Who } from './team.service';

type Deps = {
  /** What blocks a slot: appointments' occupied ranges and blocked time, in one statement. */
  inputs: Pick<AvailabilityInputs, 'busy' | 'mergedBusy' | 'schedule'>;
  team: TeamScheduleReader;
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
export type MovingBooking = {
  occupied: readonly Segment[];
  ownRanges: { start: Date; end: Date }[];
  /** The member it belongs to: its own ranges are left out of her busy time only (absent: of anyone's). */
  memberId?: number;
};

const sameRange = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

/**
 * Busy time without the moving booking's own ranges: occupied ranges never overlap (the exclusion
 * constraint), so an appointment's range equal to one of the moving booking's own is that booking's.
 */
const withoutOwn = (ranges: MarkedBusyRange[], moving: MovingBooking) => ranges.filter((r) => r.blocked || !moving.ownRanges.some((own) => sameRange(own, r)));

const ANYONE: Who = { member: 'any' };
const whoKey = (who: Who) => `${who.member}:${who.serviceIds?.join(',') ?? ''}`;

/** Starts free for at least one member: the union of each member's dates and times, in order. */
function union(lists: readonly AvailableDate[][]): AvailableDate[] {
  if (lists.length === 1) return lists[0]!;
  const byDate = new Map<string, Set<string>>();
  for (const list of lists) {
    for (const { date, times } of list) {
      const known = byDate.get(date);
      if (known) for (const time of times) known.add(time);
      else byDate.set(date, new Set(times));
    }
  }
  // 'yyyy-MM-dd' and 'HH:mm' sort as text in their order.
  return [...byDate.keys()].sort().map((date) => ({ date, times: [...byDate.get(date)!].sort() }));
}

/** Available start times per date for a total duration (the list side of the one engine). */
export function createSlotList({ inputs, team, now, changes }: Deps) {
  const kept = new VersionedCache<AvailableDates>(KEPT_LISTS);
  return {
    /**
     * `who` (absent: anyone): one member's free starts, or "anyone available": a start free for at
     * least one member who takes online bookings and performs every chosen service, each with her
     * own durations (when `who.serviceIds` is given; else `period.duration` and the shape for all),
     * hours, special days, rules, blocked time and appointments. A move (`moving`) keeps its
     * booked pattern unless `who.serviceIds` is given (then each member's own durations apply).
     */
    async list(stylistId: number, period: SlotPeriod, shape?: ChosenShape, moving?: MovingBooking, who: Who = ANYONE): Promise<AvailableDates> {
      if (moving || !changes) return compute(stylistId, period, who, shape, moving);
      const key = [stylistId, period.duration, period.startDate, period.endDate, shape?.key ?? '', whoKey(who), Math.floor(now().getTime() / AVAILABILITY_KEEP_MS)].join('|');
      return keptRead(changes, kept, key, () => changes.version(stylistId), () => compute(stylistId, period, who, shape));
    },
  };

  async function compute(stylistId: number, period: SlotPeriod, who: Who, shape?: ChosenShape, moving?: MovingBooking): Promise<AvailableDates> {
    // The chosen services' buffers and processing windows (what a booking of them occupies).
    const occupied = moving ? moving.occupied : await shape?.occupied();
    // A day either side covers every zone offset; the engine keeps only what overlaps.
    const [after, before] = [new Date(Date.parse(period.startDate) - DAY_MS), new Date(Date.parse(period.endDate) + 2 * DAY_MS)];
    const serviceIds = who.serviceIds && who.serviceIds.length > 0 ? who.serviceIds : null;
    const choice = who.member === 'any' ? ({ team: true } as const) : ({ team: false, memberId: who.member } as const);
    // Blocked time is busy like an appointment (the booking transaction refuses it too). Merged
    // by the database (D56), unless a move must leave out its own ranges one by one.
    const [members, busy] = await Promise.all([
      team(stylistId, choice, period.startDate, period.endDate, serviceIds),
      moving ? inputs.busy(stylistId, choice, after, before) : inputs.mergedBusy(stylistId, choice, after, before),
    ]);
    const chosen = who.member === 'any' ? members.filter((m) => m.bookable && (!serviceIds || performed(m, serviceIds))) : [namedMember(members, serviceIds ?? [])];
    // No one to book: the business's zone, no dates.
    if (chosen.length === 0) return { timeZone: members[0]?.timeZone ?? (await inputs.schedule(stylistId, null, null)).timeZone, dates: [] };
    const at = now();
    const busyOf = (member: MemberEngineSchedule): readonly BusyRange[] => {
      const ranges = busy.get(member.memberId) ?? [];
      return moving && (moving.memberId === undefined || moving.memberId === member.memberId) ? withoutOwn(ranges as MarkedBusyRange[], moving) : ranges;
    };
    const lists = chosen.map((member) => {
      // Her own durations of the chosen services, else the duration asked for (as for one stylist).
      const own = serviceIds ? shapeFor(member, serviceIds) : null;
      return computeAvailability({
        timeZone: member.timeZone,
        openHours: member.openHours,
        busy: busyOf(member),
        durationMinutes: own ? own.durationMinutes : period.duration,
        occupied: own ? own.occupied : occupied,
        from: period.startDate,
        to: period.endDate,
        now: at,
        ...member.rules,
      });
    });
    return { timeZone: chosen[0]!.timeZone, dates: union(lists) };
  }
}
export type SlotList = ReturnType<typeof createSlotList>;
