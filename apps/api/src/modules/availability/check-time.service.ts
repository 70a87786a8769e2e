import { AppError } from '@chairly/shared';
import type { Segment } from '@chairly/shared/availability/occupancy';
import { addDays, DAY_MS } from '@chairly/shared/format';
import type { Tx } from '../../db/transactions';
import { isBookable } from './compute-availability';
import type { AvailabilityInputs } from './inputs.repository';
import type { ScheduleReader } from './schedule';

/** What a customer is told when the time they chose lies in the stylist's blocked time (not the note: that is private). */
export const BLOCKED_TIME_MESSAGE = 'The stylist is not available at this time';

type Deps = { inputs: Pick<AvailabilityInputs, 'blocked' | 'blockedCovers'>; schedule: ScheduleReader; now: () => Date };

const slotTaken = () => new AppError('SLOT_TAKEN', BLOCKED_TIME_MESSAGE, undefined, 'slot_taken');

/**
 * Checking one start (a hold, a one-call booking, a move) with the engine that lists slots, so a
 * listed time is exactly a time that can be held. Whether the time is free of appointments is left
 * to the exclusion constraint inside the writing transaction (taken → 409).
 */
export function createTimeCheck({ inputs, schedule, now }: Deps) {
  return {
    /**
     * The time rules for a start of something lasting `durationMinutes` and occupying `occupied`
     * (buffer, processing windows); a new booking's services and a reschedule's booked ones alike:
     * open hours, special days, grid, notice, horizon (→ 422), then blocked time (→ 409); all of
     * them the member's `memberId` (absent: the owner's, as for a business of one).
     */
    async checkTime(stylistId: number, start: string, durationMinutes: number, occupied: readonly Segment[], memberId?: number): Promise<Date> {
      const startsAt = new Date(start);
      // Her date of the start lies within a day of its UTC date, whatever her zone.
      const utcDate = Number.isNaN(startsAt.getTime()) ? '1970-01-01' : startsAt.toISOString().slice(0, 10);
      const { timeZone, openHours, rules } = await schedule(stylistId, addDays(utcDate, -1), addDays(utcDate, 1), memberId);
      if (!isBookable({ timeZone, openHours, busy: [], durationMinutes, now: now(), ...rules }, startsAt)) {
        throw new AppError('BUSINESS_RULE', 'This time cannot be booked', { startsAt: 'Choose one of the available times' });
      }
      // Blocked time is busy for the same engine (→ 409 here, early); `refuseBlocked` decides for good.
      const busy = await inputs.blocked(stylistId, new Date(startsAt.getTime() - DAY_MS), new Date(startsAt.getTime() + 2 * DAY_MS), memberId ?? null);
      if (busy.length > 0 && !isBookable({ timeZone, openHours, busy, durationMinutes, occupied, now: now(), ...rules }, startsAt)) throw slotTaken();
      return startsAt;
    },
    /**
     * Inside the hold's, booking's or move's transaction, after the appointment is written and under
     * the business's write lock, which every blocked-time write takes too: an appointment overlapping
     * blocked time of its own member is refused (409) and the transaction changes nothing, however many race.
     */
    async refuseBlocked(tx: Tx, stylistId: number, appointmentId: number): Promise<void> {
      if (await inputs.blockedCovers(tx, stylistId, appointmentId)) throw slotTaken();
    },
  };
}
export type TimeCheck = ReturnType<typeof createTimeCheck>;
