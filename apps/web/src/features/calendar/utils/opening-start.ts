import { wallTimeOf } from '@chairly/shared/time/zoned-time';
import { nextFullHour } from './next-hour';

type Hours = readonly { weekDay: number; startTime: string; endTime: string }[];
const DAY_MS = 86_400_000;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Issue #31.11: the default start of "New appointment" as a wall time `yyyy-MM-ddTHH:mm` of her zone:
 * her opening time when she has not opened yet today, the next full hour while she is open, else the
 * opening time of her next open day (within a week). Without any open hours: the next full hour.
 * Weekdays count from Monday = 0, as open hours are stored. Pure.
 */
export function openingStart(now: number, timeZone: string, hours: Hours): string {
  const next = nextFullHour(now, timeZone);
  if (hours.length === 0) return next;
  const wall = wallTimeOf(now, timeZone);
  const today = Date.UTC(wall.year, wall.month - 1, wall.day);
  const nextMinute = minutesOf(next.slice(11, 16)) + (next.slice(0, 10) === new Date(today).toISOString().slice(0, 10) ? 0 : 24 * 60);
  for (let offset = 0; offset < 8; offset += 1) {
    const day = today + offset * DAY_MS;
    const weekDay = (new Date(day).getUTCDay() + 6) % 7;
    const intervals = hours.filter((h) => h.weekDay === weekDay).map((h) => ({ from: minutesOf(h.startTime), to: minutesOf(h.endTime) })).sort((a, b) => a.from - b.from);
    for (const { from, to } of intervals) {
      if (offset > 0) return `${new Date(day).toISOString().slice(0, 10)}T${hhmm(from)}`;
      if (nextMinute < from) return `${new Date(day).toISOString().slice(0, 10)}T${hhmm(from)}`;
      if (nextMinute < to) return next;
    }
  }
  return next;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
