/**
 * Calendar dates and wall-clock times in a stylist's IANA zone (issue #29; decision D34). A
 * calendar date is `yyyy-MM-dd`, a wall time `HH:mm`; neither carries a zone. Nothing here reads
 * the runtime's own zone, so the API, the browser of a customer abroad and a test agree.
 */
import { instantsOfWallTime, offsetMinutesAt, offsetMinutesOfWall, wallTimeOf } from '../time/zoned-time';

const MINUTE_MS = 60_000;
/**
 * 24 hours in ms: for margins and durations between instants only (a query window padded by a day,
 * a link valid for 30 days). A calendar day is not always 24 hours; dates move with `addDays`.
 */
export const DAY_MS = 24 * 60 * MINUTE_MS;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether `value` is a real calendar date `yyyy-MM-dd` (2026-02-30: no). The zod schema is `zCalendarDate` (validation). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether `value` is a wall time `HH:mm` (seconds allowed) of a 24-hour clock. */
export const isWallTime = (value: string): boolean => WALL_TIME.test(value);

/** Midnight UTC of a calendar date, in ms: the date's position on a zone-free day line. */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOfDayNumber = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * `yyyy-MM-dd` plus `days` calendar days. Counted on calendar days, not hours: the day after a
 * spring-forward Sunday is Monday however short the Sunday was.
 */
export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumber(date) + days * DAY_MS);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);

/** Monday 0 … Sunday 6 of a calendar date (docs/product.md §3 open-hours weekDay). */
export const weekDayOf = (date: string): number => (new Date(dayNumber(date)).getUTCDay() + 6) % 7;

/** The calendar date of `instant` (ms) in `timeZone`. */
export function calendarDateOf(instant: number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today's calendar date in `timeZone`. */
export const todayIn = (timeZone: string, now: number = Date.now()): string => calendarDateOf(now, timeZone);

/**
 * The one instant (ms) a wall time of `timeZone` stands for — the one rule of D34, Temporal's
 * 'compatible' disambiguation: in a fall-back overlap the earlier of the two instants; in a
 * spring-forward gap the time moved forward by the gap's length (02:30 on Berlin's spring
 * Sunday is 03:30 summer time). `wallAsUtc` is the wall time read as if it were UTC.
 */
export function instantOfWallTime(wallAsUtc: number, timeZone: string): number {
  const [first] = instantsOfWallTime(wallAsUtc, timeZone);
  if (first !== undefined) return first;
  // In a gap: read the wall time with the offset before the change, which lands after it.
  return wallAsUtc - offsetMinutesAt(wallAsUtc - DAY_MS, timeZone) * MINUTE_MS;
}

/** ISO 8601 of `instant` with the offset of `timeZone` there: `2026-11-23T09:00:00+01:00`. */
export function isoInZone(instant: number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  const offset = offsetMinutesOfWall(instant, w);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant (ms) of calendar date `date` at wall time `time` (`HH:mm`) in `timeZone`, by D34's rule. */
export function wallTimeToInstant(date: string, time: string, timeZone: string): number {
  const t = WALL_TIME.exec(time);
  if (!isCalendarDate(date) || !t) throw new RangeError(`Not a calendar date and wall time: ${date} ${time}`);
  const [, hour, minute] = t.map(Number) as [number, number, number];
  return instantOfWallTime(dayNumber(date) + hour * 3_600_000 + minute * MINUTE_MS, timeZone);
}

/**
 * `2026-11-23` + `09:00` in `Europe/Berlin` → `2026-11-23T09:00:00+01:00`, by D34's rule: a time in
 * a spring-forward gap comes back moved forward (`02:30` → `03:30+02:00`), a time that occurs twice
 * comes back as its first occurrence. Throws a RangeError for a malformed date or time.
 */
export const wallTimeToIso = (date: string, time: string, timeZone: string): string =>
  isoInZone(wallTimeToInstant(date, time, timeZone), timeZone);

/** Midnight (or the first instant after it, in a zone that skips midnight) of `date` in `timeZone`, as ISO. */
export const startOfWallDay = (date: string, timeZone: string): string => wallTimeToIso(date, '00:00', timeZone);

/**
 * The wall date and time of an ISO 8601 string with offset as the API sends times, in the
 * stylist's zone (`2031-01-10T10:00:00+01:00` → `2031-01-10`, `10:00`): read from the text, so
 * the browser's zone plays no part.
 */
export function wallParts(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** `wallTimeToIso` for a date-time input's value `yyyy-MM-ddTHH:mm` (the calendar's and the waitlist's forms). */
export const localDateTimeToIso = (local: string, timeZone: string): string => wallTimeToIso(local.slice(0, 10), local.slice(11, 16), timeZone);
