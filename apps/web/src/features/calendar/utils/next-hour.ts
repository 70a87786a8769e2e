import { wallTimeOf } from '@chairly/shared/time/zoned-time';

/** The next full hour as a wall time `yyyy-MM-ddTHH:mm` of `timeZone` (the default start of "New appointment"). */
export function nextFullHour(now: number, timeZone: string): string {
  const parts = wallTimeOf(now, timeZone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour + 1);
  return new Date(wall).toISOString().slice(0, 16);
}
