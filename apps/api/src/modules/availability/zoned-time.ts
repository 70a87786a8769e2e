/**
 * The API's own zone helpers on top of the shared conversions (@chairly/shared/time/zoned-time,
 * which the booking pages use too). Offsets are in minutes east of UTC.
 */
import { calendarDateOf, instantOfWallTime, isoInZone } from '@chairly/shared/format';
import { wallTimeOf } from '@chairly/shared/time/zoned-time';

/**
 * The one instant a wall time stands for: D34's rule (@chairly/shared/format), Temporal's
 * 'compatible' disambiguation — the earlier of two in an overlap, a time in a gap moved forward by
 * the gap's length. The web's forms use the same function.
 */
export { instantOfWallTime };

/** `yyyy-MM-dd` of `instant` in `timeZone`. */
export const localDateOf = calendarDateOf;

/** ISO 8601 with the zone's offset, e.g. 2026-11-23T09:00:00+01:00 (whole seconds). */
export const formatInZone = isoInZone;

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
