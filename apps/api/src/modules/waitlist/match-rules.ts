import { timeOfDayOf, type TimeOfDay } from '@chairly/shared';
import { instantOfWallTime } from '../availability/index';

export type SuitableStartInput = {
  /** The engine's free start times per date (stylist's zone), as the public slot list answers them. */
  dates: { date: string; times: string[] }[];
  timeZone: string;
  /** The freed stretch of her time. */
  freed: { startsAt: Date; endsAt: Date };
  /** What a booking of the entry's services occupies from its start, to the end of its buffer (minutes). */
  spanMinutes: number;
  timesOfDay: readonly TimeOfDay[];
  /** The entry's range (dates, inclusive). */
  from: string;
  to: string;
};

/**
 * The start the engine offers for the entry's services that uses the freed time (what the booking
 * occupies overlaps it), on a date of the entry's range, at a time of day that suits her: the
 * earliest one from the freed time's start on, else the latest one just before it; null when none
 * does. Pure: the engine already applied open hours, special days, blocked time, other bookings,
 * buffers, processing windows, notice, horizon and the slot step.
 */
export function firstSuitableStart({ dates, timeZone, freed, spanMinutes, timesOfDay, from, to }: SuitableStartInput): Date | null {
  const freedStart = freed.startsAt.getTime();
  const freedEnd = freed.endsAt.getTime();
  let before: number | null = null;
  for (const { date, times } of [...dates].sort((a, b) => a.date.localeCompare(b.date))) {
    if (date < from || date > to) continue;
    for (const time of [...times].sort()) {
      const [hours, minutes] = time.split(':').map(Number) as [number, number];
      if (!timesOfDay.includes(timeOfDayOf(hours * 60 + minutes))) continue;
      const start = instantOfWallTime(Date.parse(`${date}T${time}:00Z`), timeZone);
      if (start >= freedEnd || start + spanMinutes * 60_000 <= freedStart) continue;
      if (start >= freedStart) return new Date(start);
      before = start;
    }
  }
  return before === null ? null : new Date(before);
}
