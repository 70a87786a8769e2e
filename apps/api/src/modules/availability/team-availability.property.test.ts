import { occupancyOf } from '@chairly/shared/availability/occupancy';
import { instantsOfWallTime } from '@chairly/shared/time/zoned-time';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BusyRange, OpenHoursEntry, SpecialDayEntry } from './compute-availability';
import type { MemberService } from './inputs.repository';
import type { MemberEngineSchedule, TeamScheduleReader } from './schedule';
import { createSlotList } from './slot-list.service';
import { instantOfWallTime } from './zoned-time';

/**
 * Issue #34 (D64): "anyone available" against a brute-force reference over random teams. 1–5
 * members, each with her own hours, special days (already hers-else-the-salon's, as the reader
 * gives them), booking rules, online bookability, the chosen services as she performs them (or
 * not), and busy time; the list must equal, minute by minute, the union of a plain check per
 * member who may be booked.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC'];
// Three dates around Berlin's and New York's autumn changes (2026-10-25, 2026-11-01) or plain ones.
const FIRST_DATES = ['2026-10-24', '2026-10-31', '2026-06-10'];
const CATALOGUE = [
  { serviceId: 1, durationMinutes: 60, bufferMinutes: 0, processingStartMinutes: 0, processingMinutes: 0 },
  { serviceId: 2, durationMinutes: 30, bufferMinutes: 15, processingStartMinutes: 0, processingMinutes: 0 },
  { serviceId: 3, durationMinutes: 90, bufferMinutes: 0, processingStartMinutes: 30, processingMinutes: 30 },
];

const intervals = fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 0, maxLength: 4 }).map((hours) => {
  const sorted = [...hours].sort((a, b) => a - b);
  return Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => ({ startHour: sorted[2 * i]!, endHour: sorted[2 * i + 1]! }));
});

const member = fc.record({
  hours: fc.array(intervals, { minLength: 7, maxLength: 7 }),
  special: fc.uniqueArray(
    fc.record({
      dayIndex: fc.integer({ min: 0, max: 2 }),
      quarters: fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 4 }).map((qs) => {
        const sorted = [...qs].sort((a, b) => a - b);
        return Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => ({ startMinute: sorted[2 * i]! * 15, endMinute: sorted[2 * i + 1]! * 15 }));
      }),
    }),
    { maxLength: 2, selector: (d) => d.dayIndex },
  ),
  minNoticeMinutes: fc.constantFrom(0, 60, 24 * 60),
  horizonDays: fc.constantFrom(1, 2, 90),
  stepMinutes: fc.constantFrom(15, 30, 60),
  bookable: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  // Per catalogue service: performs it, and her own duration (null = the service's).
  services: fc.array(fc.record({ performs: fc.integer({ min: 0, max: 4 }).map((n) => n > 0), own: fc.option(fc.integer({ min: 1, max: 8 }).map((q) => q * 15), { nil: null }) }), {
    minLength: 3,
    maxLength: 3,
  }),
  busy: fc.array(fc.record({ at: fc.integer({ min: -12 * 60, max: 3 * 24 * 60 }), length: fc.integer({ min: 1, max: 8 * 60 }) }), { maxLength: 6 }),
});

const team = fc.record({
  zone: fc.constantFrom(...ZONES),
  firstDate: fc.constantFrom(...FIRST_DATES),
  members: fc.array(member, { minLength: 1, maxLength: 5 }),
  // The chosen services (ids, in order), or none: the duration alone for everyone.
  chosen: fc.option(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }), { nil: null }),
  duration: fc.integer({ min: 1, max: 8 }).map((q) => q * 15),
  nowOffsetMinutes: fc.integer({ min: -24 * 60, max: 2 * 24 * 60 }),
});
type Team = typeof team extends fc.Arbitrary<infer T> ? T : never;

type Built = MemberEngineSchedule & { busy: BusyRange[] };

function build(t: Team): Built[] {
  const first = Date.parse(`${t.firstDate}T00:00:00Z`);
  return t.members.map((m, index) => {
    const openHours: OpenHoursEntry[] = m.hours.flatMap((day, weekDay) => day.map((h) => ({ weekDay, ...h })));
    const specialDays: SpecialDayEntry[] = m.special.map((d) => ({ date: new Date(first + d.dayIndex * DAY).toISOString().slice(0, 10), intervals: d.quarters }));
    const services: MemberService[] = CATALOGUE.map((s, i) => ({
      ...s,
      performs: m.services[i]!.performs,
      durationMinutes: m.services[i]!.own ?? s.durationMinutes,
      priceCents: 1000,
    }));
    return {
      memberId: 10 + index,
      name: `M${index}`,
      position: index,
      bookable: m.bookable,
      timeZone: t.zone,
      openHours,
      rules: { minNoticeMinutes: m.minNoticeMinutes, horizonDays: m.horizonDays, stepMinutes: m.stepMinutes, specialDays },
      services,
      busy: m.busy.map((b) => ({ start: new Date(first + b.at * MINUTE), end: new Date(first + (b.at + b.length) * MINUTE) })),
    };
  });
}

/** The plain rules, minute by minute, for one member: the labels of her free starts per date. */
function referenceOf(m: Built, t: Team, dates: string[], now: number): Map<string, Set<string>> {
  const free = new Map<string, Set<string>>();
  let duration = t.duration;
  let occupied = [{ from: 0, to: t.duration }];
  if (t.chosen) {
    const byId = new Map(m.services.map((s) => [s.serviceId, s]));
    const performed = t.chosen.map((id) => byId.get(id)!);
    if (performed.some((s) => !s.performs)) return free;
    const occupancy = occupancyOf(performed);
    duration = occupancy.durationMinutes;
    occupied = occupancy.occupied;
  }
  for (const date of dates) {
    const day = Date.parse(`${date}T00:00:00Z`);
    const weekDay = (new Date(day).getUTCDay() + 6) % 7;
    const special = m.rules.specialDays.find((d) => d.date === date);
    const open = special ? special.intervals : m.openHours.filter((h) => h.weekDay === weekDay).map((h) => ({ startMinute: h.startHour * 60, endMinute: h.endHour * 60 }));
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      // On her grid inside an open interval (checked first: zone arithmetic is slow).
      const within = open.filter((h) => minute >= h.startMinute && minute < h.endMinute && (minute - h.startMinute) % m.rules.stepMinutes === 0);
      if (within.length === 0) continue;
      const instants = instantsOfWallTime(day + minute * MINUTE, t.zone);
      if (instants.length === 0) continue;
      const start = Math.min(...instants);
      const fits = within.some(
        (h) => start >= instantOfWallTime(day + h.startMinute * MINUTE, t.zone) && start + duration * MINUTE <= instantOfWallTime(day + h.endMinute * MINUTE, t.zone),
      );
      if (!fits) continue;
      if (start < now + m.rules.minNoticeMinutes * MINUTE || start >= now + m.rules.horizonDays * DAY) continue;
      if (occupied.some((o) => m.busy.some((b) => b.start.getTime() < start + o.to * MINUTE && start + o.from * MINUTE < b.end.getTime()))) continue;
      const label = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      if (!free.has(date)) free.set(date, new Set());
      free.get(date)!.add(label);
    }
  }
  return free;
}

describe('"anyone available" over random teams (issue #34)', () => {
  it('lists exactly the union of a minute-by-minute check per member who may be booked', async () => {
    await fc.assert(
      fc.asyncProperty(team, async (t) => {
        const members = build(t);
        const first = Date.parse(`${t.firstDate}T00:00:00Z`);
        const dates = [0, 1, 2].map((i) => new Date(first + i * DAY).toISOString().slice(0, 10));
        const now = first + t.nowOffsetMinutes * MINUTE;
        // The reader answers what the database would: members bookable online (for anyone), hers (named).
        const reader: TeamScheduleReader = async (_stylistId, choice) =>
          choice.team ? members.filter((m) => m.bookable) : members.filter((m) => m.memberId === choice.memberId);
        const busyOf = async () => new Map(members.map((m) => [m.memberId, m.busy]));
        const slots = createSlotList({
          inputs: { busy: async () => new Map(), mergedBusy: busyOf, schedule: async () => ({ timeZone: t.zone, openHours: [], bookingRules: { minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null }, specialDays: [] }) },
          team: reader,
          now: () => new Date(now),
        });
        const who = { member: 'any' as const, ...(t.chosen ? { serviceIds: t.chosen } : {}) };
        const listed = await slots.list(1, { duration: t.duration, startDate: dates[0]!, endDate: dates[2]! }, undefined, undefined, who);
        const expected = new Map<string, Set<string>>();
        for (const m of members.filter((x) => x.bookable)) {
          for (const [date, labels] of referenceOf(m, t, dates, now)) {
            if (!expected.has(date)) expected.set(date, new Set());
            for (const label of labels) expected.get(date)!.add(label);
          }
        }
        const asPairs = (entries: [string, Iterable<string>][]) => entries.flatMap(([date, labels]) => [...labels].map((l) => `${date} ${l}`)).sort();
        expect(asPairs(listed.dates.map((d) => [d.date, d.times]))).toEqual(asPairs([...expected]));
        // Ordered: dates ascending, each date's times ascending, no date without a time.
        for (const d of listed.dates) expect(d.times).toEqual([...d.times].sort());
        expect(listed.dates.map((d) => d.date)).toEqual([...listed.dates.map((d) => d.date)].sort());
        expect(listed.timeZone).toBe(t.zone);
        // One member named: hers alone (the first who may be booked and performs the services).
        const named = members.find((m) => m.bookable && (!t.chosen || t.chosen.every((id) => m.services.find((s) => s.serviceId === id)?.performs)));
        if (named) {
          const hers = await slots.list(1, { duration: t.duration, startDate: dates[0]!, endDate: dates[2]! }, undefined, undefined, { ...who, member: named.memberId });
          expect(asPairs(hers.dates.map((d) => [d.date, d.times]))).toEqual(asPairs([...referenceOf(named, t, dates, now)]));
        }
      }),
      { numRuns: 120 },
    );
  });
});
