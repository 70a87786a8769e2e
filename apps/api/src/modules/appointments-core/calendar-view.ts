import { fromMinorUnits, occupancyOf, type CalendarAppointment, type CurrencyCode } from '@chairly/shared';
import { offsetMinutesAt } from '@chairly/shared/time/zoned-time';
import { formatInZone } from '../availability/index';
import type { CalendarRow } from './calendar-page.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on `toISOString` writes a longer year than `formatInZone`. */
const YEAR_10000 = 253_402_300_800_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** "00" … "59": hours, minutes and seconds written by look-up. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => pad(n));

/**
 * Per zone and whole hour (ms): the zone's offset in minutes when it is the same at both ends of
 * the hour (no zone changes twice within an hour), NaN when it changes within it. Kept across
 * answers: they never change.
 */
const hoursByZone = new Map<string, Map<number, number>>();
/** Hours kept per zone (a few years of a busy calendar); a full zone's list starts over. */
const MAX_HOURS_KEPT = 50_000;
/** "YYYY-MM-DDT" of each day (days since 1970), for every zone; a full list starts over. */
const datePrefixes = new Map<number, string>();
const MAX_DAYS_KEPT = 50_000;
/** "+01:00" of each offset in minutes. */
const offsetSuffixes = new Map<number, string>();

function zoneHours(timeZone: string): Map<number, number> {
  let hours = hoursByZone.get(timeZone);
  if (!hours || hours.size > MAX_HOURS_KEPT) {
    hours = new Map();
    hoursByZone.set(timeZone, hours);
  }
  return hours;
}

function datePrefix(day: number): string {
  let prefix = datePrefixes.get(day);
  if (prefix === undefined) {
    if (datePrefixes.size > MAX_DAYS_KEPT) datePrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    datePrefixes.set(day, prefix);
  }
  return prefix;
}

function offsetSuffix(offset: number): string {
  let suffix = offsetSuffixes.get(offset);
  if (suffix === undefined) {
    const abs = Math.abs(offset);
    suffix = `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    offsetSuffixes.set(offset, suffix);
  }
  return suffix;
}

/**
 * `formatInZone` for the many times of the calendar's answers (issue #33): the zone's offset is
 * looked up (Intl) once per hour of the timeline and kept, instead of once per time, and the
 * local time is written from kept day prefixes and two-digit look-ups instead of a `Date` and
 * `toISOString` per time (1.2 µs each here: a sixth of a busy week's answer). A time in an hour
 * with a change of offset, or with a fraction of a second, is formatted as before.
 */
export function zonedIsoFormatter(timeZone: string): (instant: number) => string {
  const hours = zoneHours(timeZone);
  const stableOffset = (hourStart: number) => {
    let offset = hours.get(hourStart);
    if (offset === undefined) {
      const atStart = offsetMinutesAt(hourStart, timeZone);
      offset = offsetMinutesAt(hourStart + HOUR_MS, timeZone) === atStart ? atStart : Number.NaN;
      hours.set(hourStart, offset);
    }
    return offset;
  };
  return (instant) => {
    if (instant % 1000 !== 0 || instant < 0 || instant >= YEAR_10000) return formatInZone(instant, timeZone);
    const offset = stableOffset(instant - (instant % HOUR_MS));
    if (Number.isNaN(offset)) return formatInZone(instant, timeZone);
    const local = instant + offset * 60_000;
    const day = Math.floor(local / DAY_MS);
    let seconds = (local - day * DAY_MS) / 1000;
    const hour = Math.floor(seconds / 3600);
    seconds -= hour * 3600;
    const minute = Math.floor(seconds / 60);
    return `${datePrefix(day)}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[seconds - minute * 60]}${offsetSuffix(offset)}`;
  };
}

/** The calendar's row (D55): times in the stylist's zone, amount in major units of her currency. */
export function toCalendarAppointment(row: CalendarRow, iso: (instant: number) => string, currency: CurrencyCode): CalendarAppointment {
  const processing = processingOf(row, iso);
  return {
    id: row.id,
    state: row.state,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    amount: fromMinorUnits(row.amountCents, currency),
    currency,
    note: row.note,
    customer: row.customer,
    services: row.services.map((s) => ({ id: s.id, name: s.name })),
    ...(processing.length > 0 ? { processing } : {}),
    ...(row.seriesId === null ? {} : { seriesId: row.seriesId }),
    memberId: row.memberId,
    memberName: row.memberName,
  };
}

/** The processing windows as the appointment lasts now (as `toAppointment` gives them); none without a processing service. */
function processingOf(row: CalendarRow, iso: (instant: number) => string): NonNullable<CalendarAppointment['processing']> {
  if (!row.services.some((s) => s.processing > 0)) return [];
  const patterns = row.services.map((s) => ({ durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));
  const { processing } = occupancyOf(patterns, (row.endsAt - row.startsAt) / 60_000);
  return processing.map((w) => ({ startsAt: iso(row.startsAt + w.from * 60_000), endsAt: iso(row.startsAt + w.to * 60_000) }));
}
