import { fromMinorUnits, occupancyOf, type CalendarAppointment, type CurrencyCode } from '@chairly/shared';
import { offsetMinutesAt } from '@chairly/shared/time/zoned-time';
import { formatInZone } from '../availability/index';
import type { CalendarRow } from './calendar-page.repository';

const HOUR_MS = 3_600_000;
/** 10000-01-01T00:00:00Z: from there on `toISOString` writes a longer year than `formatInZone`. */
const YEAR_10000 = 253_402_300_800_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** Offsets (minutes) of each zone at whole hours (ms), kept across answers: they never change. */
const offsetsByZone = new Map<string, Map<number, number>>();
/** Hours kept per zone (a few years of a busy calendar); a full zone's list starts over. */
const MAX_HOURS_KEPT = 50_000;

function hourOffsets(timeZone: string): Map<number, number> {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets || offsets.size > MAX_HOURS_KEPT) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  return offsets;
}

/**
 * `formatInZone` for the many times of the calendar's answers (issue #33): the zone's offset is
 * looked up (one Intl call) once per hour of the timeline and kept, instead of once per time. An
 * hour whose two ends have the same offset has it throughout (no zone changes twice within an
 * hour); a time in an hour with a change, or with a fraction of a second, is formatted as before.
 */
export function zonedIsoFormatter(timeZone: string): (instant: number) => string {
  const offsets = hourOffsets(timeZone);
  const offsetAt = (hourStart: number) => {
    let offset = offsets.get(hourStart);
    if (offset === undefined) {
      offset = offsetMinutesAt(hourStart, timeZone);
      offsets.set(hourStart, offset);
    }
    return offset;
  };
  return (instant) => {
    if (instant % 1000 !== 0 || instant < 0 || instant >= YEAR_10000) return formatInZone(instant, timeZone);
    const hourStart = instant - (instant % HOUR_MS);
    const offset = offsetAt(hourStart);
    if (offsetAt(hourStart + HOUR_MS) !== offset) return formatInZone(instant, timeZone);
    const abs = Math.abs(offset);
    return `${new Date(instant + offset * 60_000).toISOString().slice(0, 19)}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
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
