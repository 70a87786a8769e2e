/**
 * Dates and times written by Intl for a reader (issue #29; docs/architecture.md "Money, dates and
 * times"): in the reader's language, always in the stylist's time zone, never the runtime's.
 * Three kinds of input: a calendar date `yyyy-MM-dd` or a wall time `HH:mm` (no zone: written as
 * is), an instant (ms, Date, or ISO) with the zone to show it in, and an ISO 8601 string whose
 * offset already is the stylist's (as the API sends times), written at its own wall time.
 */
import { formatterCache } from './formatter-cache';
import { daysBetween } from './wall-time';

export type Instant = number | string | Date;

const dateFormats = formatterCache<Intl.DateTimeFormat>();

/** One cached formatter per locale and options (zone included): lists format hundreds of times. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormats(`${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

const toDate = (at: Instant) => (at instanceof Date ? at : new Date(at));
// Noon UTC: a calendar date written with timeZone UTC never slips to the day before or after.
const calendarNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A calendar date (`yyyy-MM-dd`) with the given parts (default: medium date), independent of any zone. */
export function formatCalendarDate(date: string, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(calendarNoon(date));
}

/**
 * A range as every runtime writes it: Node's ICU puts thin spaces (U+2009) around the dash ("Dec 24 – 26"),
 * Chromium's plain ones, so a server-rendered page differed from the browser's render of it (React
 * hydration error #418, issue #31.13). Plain spaces everywhere.
 */
const sameEverywhere = (range: string) => range.replace(/\u2009/g, ' ');

/** Two calendar dates as one range in the locale's style ("Dec 24 – 26", "24.–26. Dez."); one date when equal. */
export function formatCalendarDateRange(from: string, to: string, locale: string, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' }): string {
  const format = dateFormat(locale, { ...options, timeZone: 'UTC' });
  return from === to ? format.format(calendarNoon(from)) : sameEverywhere(format.formatRange(calendarNoon(from), calendarNoon(to)));
}

/** A wall time `HH:mm` in the locale's style (14:00, 2:00 PM). */
export function formatWallClock(time: string, locale: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 3, hour, minute)));
}

/** Name of a week day, Monday 0 (docs/product.md §3 weekDay). */
export function weekDayName(weekDay: number, locale: string, weekday: 'long' | 'short' | 'narrow' = 'long'): string {
  return dateFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + weekDay, 12)));
}

/** An instant written in `timeZone` with the given parts. */
export function formatInstant(at: Instant, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, { ...options, timeZone }).format(toDate(at));
}

/** An instant as date and time in `timeZone` (default: medium date, short time). */
export const formatDateTime = (at: Instant, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string =>
  formatInstant(at, locale, timeZone, options);

/** An instant's date in `timeZone` (default: long date). */
export const formatDate = (at: Instant, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string =>
  formatInstant(at, locale, timeZone, options);

/** An instant's time of day in `timeZone` (short: 09:00, 9:00 AM). */
export const formatTime = (at: Instant, locale: string, timeZone: string): string => formatInstant(at, locale, timeZone, { timeStyle: 'short' });

/** Two instants as one range in `timeZone` ("09:00–10:30", or with both dates when they differ). */
export function formatInstantRange(start: Instant, end: Instant, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return sameEverywhere(dateFormat(locale, { ...options, timeZone }).formatRange(toDate(start), toDate(end)));
}

const WALL_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * An ISO 8601 time whose offset is the stylist's (`2031-01-10T10:00:00+01:00`) written at that wall
 * time whatever zone the reader is in; the text itself when it is not such a time.
 */
export function formatWallIso(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const match = WALL_ISO.exec(iso);
  if (!match) return iso;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
}

/** Such an ISO time as medium date and short time. */
export const formatWallDateTime = (iso: string, locale: string): string => formatWallIso(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Such an ISO time as its short time of day. */
export const formatWallTime = (iso: string, locale: string): string => formatWallIso(iso, locale, { timeStyle: 'short' });

const relativeFormats = formatterCache<Intl.RelativeTimeFormat>();

/**
 * A calendar date relative to `today` (both `yyyy-MM-dd` in the stylist's zone) in words:
 * "today", "tomorrow", "yesterday", "in 3 days" — "heute", "morgen", "aujourd’hui", "amanhã".
 */
export function formatRelativeDay(date: string, today: string, locale: string, { capitalized = false }: { capitalized?: boolean } = {}): string {
  const format = relativeFormats(locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const text = format.format(daysBetween(today, date), 'day');
  // Intl writes the words for the middle of a sentence; a title or a label starts with a capital
  // ("Today", "Heute", "Aujourd’hui"; Arabic has no case).
  return capitalized ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}

/** Week day, date and time written out ("Monday, 23 November 2026 at 09:00"): the booking pages' style. */
export const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
