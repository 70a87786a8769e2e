/**
 * The API's own zone helpers on top of the shared conversions (@chairly/shared/time/zoned-time,
 * which the booking pages use too). Offsets are in minutes east of UTC.
 */
import { instantsOfWallTime, offsetMinutesAt, offsetMinutesOfWall, wallTimeOf } from '@chairly/shared/time/zoned-time';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The one instant a wall time stands for, as Temporal's 'compatible' disambiguation: the earlier
 * of two in an overlap, and a time in a gap moved forward by the gap's length.
 */
export function instantOfWallTime(wallAsUtc: number, timeZone: string): number {
  const [first] = instantsOfWallTime(wallAsUtc, timeZone);
  if (first !== undefined) return first;
  return wallAsUtc - offsetMinutesAt(wallAsUtc - DAY_MS, timeZone) * MINUTE_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd` of `instant` in `timeZone`. */
export function localDateOf(instant: number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** ISO 8601 with the zone's offset, e.g. 2026-11-23T09:00:00+01:00 (whole seconds). */
export function formatInZone(instant: number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  const offset = offsetMinutesOfWall(instant, w);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Whether `timeZone` is an IANA name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    // Building the zone's formatter throws a RangeError for an unknown name.
    wallTimeOf(0, timeZone);
    return true;
  } catch {
    return false;
  }
}
