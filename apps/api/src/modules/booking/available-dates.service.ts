import { AppError, occupancyOf, type AvailableDates, type AvailableDatesParams, type AvailableDatesQuery, type Occupancy } from '@chairly/shared';
import { orderedServices, type AppointmentsRepository, type BookingContextRepository } from '../appointments-core/index';
import { computeAvailability } from '../availability/index';
import { keptRead, VersionedCache, type StylistChanges } from '../../db/stylist-changes';
import type { ScheduleReader } from './stylist-rules';
import { DAY_MS } from '@chairly/shared/format';

type Deps = {
  context: Pick<BookingContextRepository, 'services'>;
  /** What blocks a slot: appointments' occupied ranges and blocked time, in one statement. */
  appointments: Pick<AppointmentsRepository, 'busyWithBlocked'>;
  /** Her time zone, hours, booking rules and special days (stylist-rules.ts), as the booking side reads them. */
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


/** Available start times per date for a total duration (the list side of the one engine). */
/**
 * A booking being moved (issue #19.1): what it occupies (its booked services' pattern) and its own
 * current ranges, which do not block its new time (the move frees them in the same transaction).
 */
export type MovingBooking = { occupied: Occupancy['occupied']; ownRanges: { start: Date; end: Date }[] };

const sameRange = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) => a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

export function createAvailableDatesService({ context, appointments, schedule, now, changes }: Deps) {
  const kept = new VersionedCache<AvailableDates>(KEPT_LISTS);
  return {
    async list(stylistId: number, params: AvailableDatesParams, query: AvailableDatesQuery = {}, moving?: MovingBooking): Promise<AvailableDates> {
      if (moving || !changes) return compute(stylistId, params, query, moving);
      const key = [stylistId, params.duration, params.startDate, params.endDate, query.services?.join(',') ?? '', Math.floor(now().getTime() / AVAILABILITY_KEEP_MS)].join('|');
      return keptRead(changes, kept, key, () => changes.version(stylistId), () => compute(stylistId, params, query));
    },
  };

  async function compute(stylistId: number, params: AvailableDatesParams, query: AvailableDatesQuery, moving?: MovingBooking): Promise<AvailableDates> {
      // The chosen services' buffers and processing windows (what a booking of them occupies).
      let occupied = moving?.occupied;
      if (!moving && query.services) {
        const chosen = orderedServices(query.services, await context.services(stylistId, [...new Set(query.services)], true));
        if (chosen.durationMinutes !== params.duration) {
          const message = `The duration must be the chosen services' total (${chosen.durationMinutes} minutes)`;
          throw new AppError('BUSINESS_RULE', message, { duration: message });
        }
        occupied = occupancyOf(chosen.services).occupied;
      }
      // A day either side covers every zone offset; the engine keeps only what overlaps.
      const [after, before] = [new Date(Date.parse(params.startDate) - DAY_MS), new Date(Date.parse(params.endDate) + 2 * DAY_MS)];
      // Blocked time is busy like an appointment (the booking transaction refuses it too).
      const [{ timeZone, openHours, rules }, ranges] = await Promise.all([
        schedule(stylistId, params.startDate, params.endDate),
        appointments.busyWithBlocked(stylistId, after, before),
      ]);
      // Occupied ranges never overlap (the exclusion constraint), so an appointment's range equal
      // to one of the moving booking's own is that booking's.
      const busy = moving ? ranges.filter((r) => r.blocked || !moving.ownRanges.some((own) => sameRange(own, r))) : ranges;
      const dates = computeAvailability({
        timeZone,
        openHours,
        busy,
        durationMinutes: params.duration,
        occupied,
        from: params.startDate,
        to: params.endDate,
        now: now(),
        ...rules,
      });
      return { timeZone, dates };
  }
}
export type AvailableDatesService = ReturnType<typeof createAvailableDatesService>;
