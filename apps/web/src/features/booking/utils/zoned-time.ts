/**
 * Wall-clock times in the stylist's IANA zone (docs/architecture.md §5: times travel as ISO 8601 with offset).
 * The customer's browser may be in another zone, so nothing here uses the local zone; the zone
 * conversions are the API's own (@chairly/shared/time/zoned-time).
 */
import { instantsOfWallTime, offsetMinutesAt } from '@chairly/shared/time/zoned-time';

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * `2026-11-23` + `09:00` in `Europe/Berlin` → `2026-11-23T09:00:00+01:00`. A wall time that occurs
 * twice (fall-back) resolves to its first occurrence, as the availability engine offers it
 * (docs/booking.md); a wall time inside a spring-forward gap does not exist and gives null.
 */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | null {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if ([year, month, day, hour, minute].some((n) => n === undefined || Number.isNaN(n))) return null;
  const wallMs = Date.UTC(year as number, (month as number) - 1, day, hour, minute);
  const [first] = instantsOfWallTime(wallMs, timeZone);
  if (first === undefined) return null;
  return `${date}T${time.slice(0, 5)}:00${formatOffset((wallMs - first) / 60_000)}`;
}

/** Today's calendar date (`yyyy-MM-dd`) in `timeZone`. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  const shifted = new Date(now + offsetMinutesAt(now, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 of a calendar date (docs/product.md §3 open-hours weekDay). */
export function weekDayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}
