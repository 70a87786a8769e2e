import { occupancyOf, type ServicePattern } from '@chairly/shared/availability/occupancy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, isBookable, type AvailabilityInput } from './compute-availability';
import { instantsOfWallTime, wallTimeOf } from '@chairly/shared/time/zoned-time';
import { instantOfWallTime, localDateOf } from './zoned-time';

const ZONES = ['Europe/Berlin', 'Europe/Lisbon', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
const MINUTE = 60_000;
const BASE = Date.UTC(2026, 2, 1); // spans the March and (with 240 days) the autumn changes

const openHour = fc
  .record({ weekDay: fc.integer({ min: 0, max: 6 }), a: fc.integer({ min: 0, max: 23 }), b: fc.integer({ min: 0, max: 23 }) })
  .filter(({ a, b }) => a !== b)
  .map(({ weekDay, a, b }) => ({ weekDay, startHour: Math.min(a, b), endHour: Math.max(a, b) }));

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    openHours: fc.array(openHour, { maxLength: 6 }),
    busy: fc.array(fc.record({ at: fc.integer({ min: 0, max: 14 * 24 * 60 }), length: fc.integer({ min: 1, max: 300 }) }), { maxLength: 15 }),
    durationMinutes: fc.integer({ min: 5, max: 360 }),
    startDay: fc.integer({ min: 0, max: 240 }),
    nowOffsetMinutes: fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
    minNoticeMinutes: fc.constantFrom(0, 60, 90),
    horizonDays: fc.integer({ min: 1, max: 20 }),
  })
  .map((s): AvailabilityInput => {
    const first = BASE + s.startDay * 24 * 60 * MINUTE;
    return {
      timeZone: s.timeZone,
      openHours: s.openHours,
      busy: s.busy.map((b) => ({ start: new Date(first + b.at * MINUTE), end: new Date(first + (b.at + b.length) * MINUTE) })),
      durationMinutes: s.durationMinutes,
      from: new Date(first).toISOString().slice(0, 10),
      to: new Date(first + 13 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      now: new Date(first + s.nowOffsetMinutes * MINUTE),
      minNoticeMinutes: s.minNoticeMinutes,
      horizonDays: s.horizonDays,
    };
  });

describe('availability properties', () => {
  it('every slot: on the grid, its label is its wall time, inside one open interval, free, after now + notice, before the horizon', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const day of computeSlots(input)) {
          expect(day.slots.length).toBeGreaterThan(0);
          const dayUtc = Date.parse(`${day.date}T00:00:00Z`);
          const weekDay = (new Date(dayUtc).getUTCDay() + 6) % 7;
          for (const slot of day.slots) {
            const end = slot.start + input.durationMinutes * MINUTE;
            const wall = wallTimeOf(slot.start, input.timeZone);
            expect(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`).toBe(slot.time);
            expect(localDateOf(slot.start, input.timeZone)).toBe(day.date);
            expect(wall.minute % 15).toBe(0);
            expect(wall.second).toBe(0);
            const inside = input.openHours.some(
              (h) =>
                h.weekDay === weekDay &&
                instantOfWallTime(dayUtc + h.startHour * 60 * MINUTE, input.timeZone) <= slot.start &&
                end <= instantOfWallTime(dayUtc + h.endHour * 60 * MINUTE, input.timeZone),
            );
            expect(inside).toBe(true);
            expect(input.busy.some((b) => b.start.getTime() < end && slot.start < b.end.getTime())).toBe(false);
            expect(slot.start).toBeGreaterThanOrEqual(input.now.getTime() + (input.minNoticeMinutes ?? 60) * MINUTE);
            expect(slot.start).toBeLessThan(input.now.getTime() + (input.horizonDays ?? 90) * 24 * 60 * MINUTE);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  // isBookable is computeSlots for one day, so "listed ⇔ bookable" would prove nothing. These check
  // the validation side against the rules themselves: they fail when the busy check or the notice is
  // broken (or skipped) on the path that validates a chosen time.
  it('a listed start stops being bookable when any busy range overlaps it, or when the notice no longer allows it', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 240 }), (input, offset, length) => {
        const slots = computeSlots(input).flatMap((d) => d.slots);
        for (const slot of slots.slice(0, 10)) {
          // A busy range starting anywhere inside the appointment, or ending inside it.
          const inside = slot.start + (offset % input.durationMinutes) * MINUTE;
          expect(isBookable({ ...input, busy: [...input.busy, { start: new Date(inside), end: new Date(inside + length * MINUTE) }] }, new Date(slot.start))).toBe(false);
          expect(isBookable({ ...input, busy: [...input.busy, { start: new Date(inside - length * MINUTE), end: new Date(inside + MINUTE) }] }, new Date(slot.start))).toBe(false);
          // Touching ranges (ending at its start, starting at its end) take nothing away.
          const end = slot.start + input.durationMinutes * MINUTE;
          const touching = [{ start: new Date(slot.start - length * MINUTE), end: new Date(slot.start) }, { start: new Date(end), end: new Date(end + length * MINUTE) }];
          expect(isBookable({ ...input, busy: [...input.busy, ...touching] }, new Date(slot.start))).toBe(true);
          // The notice: exactly at now + notice is fine, a minute later "now" is not.
          const notice = (input.minNoticeMinutes ?? 60) * MINUTE;
          expect(isBookable({ ...input, now: new Date(slot.start - notice) }, new Date(slot.start))).toBe(true);
          expect(isBookable({ ...input, now: new Date(slot.start - notice + MINUTE) }, new Date(slot.start))).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a busy range is never less available than none: slots with busy ⊆ slots without', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const free = new Set(computeSlots({ ...input, busy: [] }).flatMap((d) => d.slots.map((s) => s.start)));
        for (const day of computeSlots(input)) for (const slot of day.slots) expect(free.has(slot.start)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

/**
 * Issue #18: every rule alone and combined, on the DST change days of Europe/Berlin,
 * Europe/Lisbon and America/New_York. Each rule is switched off in some runs (no buffer, no
 * processing, no appointments, no blocked time, no special day, no notice, a far horizon, the
 * 15-minute step), so
 * the runs cover each rule on its own and mixed with the others.
 */
const CHANGE_DAYS: Record<string, string[]> = {
  'Europe/Berlin': ['2026-03-29', '2026-10-25'],
  'Europe/Lisbon': ['2026-03-29', '2026-10-25'],
  'America/New_York': ['2026-03-08', '2026-11-01'],
};
const DAY = 24 * 60 * MINUTE;

const servicePattern = fc
  .record({
    durationMinutes: fc.integer({ min: 1, max: 12 }).map((q) => q * 15),
    bufferMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })),
    processing: fc.option(fc.record({ start: fc.integer({ min: 1, max: 90 }), length: fc.integer({ min: 1, max: 120 }) }), { nil: undefined }),
  })
  .map(({ durationMinutes, bufferMinutes, processing }) =>
    // A window that does not lie inside its service is dropped (the API refuses one).
    processing && processing.start + processing.length < durationMinutes
      ? { durationMinutes, bufferMinutes, processingStartMinutes: processing.start, processingMinutes: processing.length }
      : { durationMinutes, bufferMinutes },
  );

type DstScenario = AvailabilityInput & { services: ServicePattern[] };

const dstScenario = fc
  .record({
    zone: fc.constantFrom(...Object.keys(CHANGE_DAYS)),
    which: fc.integer({ min: 0, max: 1 }),
    // 1–3 intervals that do not overlap (the API refuses overlapping ones), the same every day.
    openHours: fc.uniqueArray(fc.integer({ min: 0, max: 24 }), { minLength: 2, maxLength: 6 }).map((hours) => {
      const sorted = [...hours].sort((a, b) => a - b);
      return Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => ({ startHour: sorted[2 * i] ?? 0, endHour: sorted[2 * i + 1] ?? 0 }));
    }),
    // Special days on some of the three dates: quarter-hour intervals that do not overlap, or closed.
    specialDays: fc.uniqueArray(
      fc.record({
        dayIndex: fc.integer({ min: 0, max: 2 }),
        quarters: fc.uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 4 }).map((qs) => {
          const sorted = [...qs].sort((a, b) => a - b);
          return Array.from({ length: Math.floor(sorted.length / 2) }, (_, i) => ({ startMinute: (sorted[2 * i] ?? 0) * 15, endMinute: (sorted[2 * i + 1] ?? 0) * 15 }));
        }),
      }),
      { maxLength: 2, selector: (d) => d.dayIndex },
    ),
    services: fc.array(servicePattern, { minLength: 1, maxLength: 3 }),
    // Existing appointments (their occupied ranges are busy) around the change day.
    appointments: fc.array(fc.record({ at: fc.integer({ min: 0, max: 3 * 24 * 4 }), services: fc.array(servicePattern, { minLength: 1, maxLength: 2 }) }), { maxLength: 12 }),
    // Blocked time: minutes to days.
    blocked: fc.array(fc.record({ at: fc.integer({ min: -24 * 60, max: 3 * 24 * 60 }), length: fc.integer({ min: 1, max: 4 * 24 * 60 }) }), { maxLength: 3 }),
    nowOffsetMinutes: fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
    minNoticeMinutes: fc.constantFrom(0, 60, 90, 24 * 60, 72 * 60),
    horizonDays: fc.constantFrom(1, 2, 3, 7, 365),
    stepMinutes: fc.constantFrom(15, 30, 60),
  })
  .map((s): DstScenario => {
    const change = Date.parse(`${CHANGE_DAYS[s.zone]?.[s.which] ?? ''}T00:00:00Z`);
    const first = change - DAY;
    const appointmentBusy = s.appointments.flatMap(({ at, services }) => {
      const start = first + at * 15 * MINUTE;
      return occupancyOf(services).occupied.map((o) => ({ start: new Date(start + o.from * MINUTE), end: new Date(start + o.to * MINUTE) }));
    });
    const blockedBusy = s.blocked.map((b) => ({ start: new Date(first + b.at * MINUTE), end: new Date(first + (b.at + b.length) * MINUTE) }));
    const occupancy = occupancyOf(s.services);
    return {
      timeZone: s.zone,
      // The same hours on every week day.
      openHours: Array.from({ length: 7 }, (_, weekDay) => s.openHours.map((h) => ({ ...h, weekDay }))).flat(),
      busy: [...appointmentBusy, ...blockedBusy],
      durationMinutes: occupancy.durationMinutes,
      occupied: occupancy.occupied,
      services: s.services,
      specialDays: s.specialDays.map((d) => ({ date: new Date(first + d.dayIndex * DAY).toISOString().slice(0, 10), intervals: d.quarters })),
      from: new Date(first).toISOString().slice(0, 10),
      to: new Date(first + 2 * DAY).toISOString().slice(0, 10),
      now: new Date(first + s.nowOffsetMinutes * MINUTE),
      minNoticeMinutes: s.minNoticeMinutes,
      horizonDays: s.horizonDays,
      stepMinutes: s.stepMinutes,
    };
  });

/**
 * The rules written out plainly, one candidate at a time: every wall time of the grid, its first
 * instant, the open interval it lies in, notice and horizon, and each occupied stretch against each
 * busy range (no merging, no binary search, no fast path).
 */
function referenceStarts(input: DstScenario): number[] {
  const starts: number[] = [];
  const step = input.stepMinutes ?? 15;
  const occupied = input.occupied ?? [{ from: 0, to: input.durationMinutes }];
  for (let day = Date.parse(`${input.from}T00:00:00Z`); day <= Date.parse(`${input.to}T00:00:00Z`); day += DAY) {
    const weekDay = (new Date(day).getUTCDay() + 6) % 7;
    const special = input.specialDays?.find((d) => d.date === new Date(day).toISOString().slice(0, 10));
    const intervals = special ? special.intervals : input.openHours.filter((o) => o.weekDay === weekDay).map((o) => ({ startMinute: o.startHour * 60, endMinute: o.endHour * 60 }));
    for (const h of intervals) {
      const open = instantOfWallTime(day + h.startMinute * MINUTE, input.timeZone);
      const close = instantOfWallTime(day + h.endMinute * MINUTE, input.timeZone);
      for (let minute = h.startMinute; minute < h.endMinute; minute += step) {
        const instants = instantsOfWallTime(day + minute * MINUTE, input.timeZone);
        if (instants.length === 0) continue;
        const start = Math.min(...instants);
        if (start < open || start + input.durationMinutes * MINUTE > close) continue;
        if (start < input.now.getTime() + (input.minNoticeMinutes ?? 60) * MINUTE) continue;
        if (start >= input.now.getTime() + (input.horizonDays ?? 90) * DAY) continue;
        const clash = occupied.some((o) => input.busy.some((b) => b.start.getTime() < start + o.to * MINUTE && start + o.from * MINUTE < b.end.getTime()));
        if (!clash) starts.push(start);
      }
    }
  }
  return [...new Set(starts)].sort((a, b) => a - b);
}

const listedStarts = (input: AvailabilityInput) => computeSlots(input).flatMap((d) => d.slots.map((s) => s.start));

describe('availability properties on DST change days (Berlin, Lisbon, New York): every rule alone and combined', () => {
  it('the engine lists exactly the starts the plainly written rules allow', () => {
    fc.assert(
      fc.property(dstScenario, (input) => {
        expect(listedStarts(input).sort((a, b) => a - b)).toEqual(referenceStarts(input));
      }),
      { numRuns: 300 },
    );
  });

  it('every slot: the services end inside open hours; what it occupies (buffer included) is free; labels name the instant', () => {
    fc.assert(
      fc.property(dstScenario, (input) => {
        const { occupied, processing, bufferMinutes } = occupancyOf(input.services);
        for (const day of computeSlots(input)) {
          for (const slot of day.slots) {
            const wall = wallTimeOf(slot.start, input.timeZone);
            expect(`${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`).toBe(slot.time);
            expect(localDateOf(slot.start, input.timeZone)).toBe(day.date);
            const end = slot.start + input.durationMinutes * MINUTE;
            for (const o of occupied) {
              expect(input.busy.some((b) => b.start.getTime() < slot.start + o.to * MINUTE && slot.start + o.from * MINUTE < b.end.getTime())).toBe(false);
            }
            // The occupied stretches and the windows tile the appointment and its buffer.
            const covered = [...occupied, ...processing].reduce((sum, s) => sum + s.to - s.from, 0);
            expect(slot.start + covered * MINUTE).toBe(end + bufferMinutes * MINUTE);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('validating a start checks each stretch it occupies: busy time in one of them refuses it, busy time inside its processing window does not', () => {
    fc.assert(
      fc.property(dstScenario, fc.nat(), fc.integer({ min: 1, max: 60 }), (input, pick, length) => {
        const { occupied, processing } = occupancyOf(input.services);
        for (const start of listedStarts(input).slice(0, 10)) {
          const stretch = occupied[pick % occupied.length]!;
          const at = start + (stretch.from + (pick % (stretch.to - stretch.from))) * MINUTE;
          expect(isBookable({ ...input, busy: [...input.busy, { start: new Date(at), end: new Date(at + length * MINUTE) }] }, new Date(start))).toBe(false);
          for (const window of processing) {
            const busy = { start: new Date(start + window.from * MINUTE), end: new Date(start + window.to * MINUTE) };
            expect(isBookable({ ...input, busy: [...input.busy, busy] }, new Date(start))).toBe(true);
          }
          const notice = (input.minNoticeMinutes ?? 60) * MINUTE;
          expect(isBookable({ ...input, now: new Date(start - notice + MINUTE) }, new Date(start))).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a buffer only takes times away; a processing window only gives them back; blocked time only takes them away', () => {
    fc.assert(
      fc.property(dstScenario, fc.integer({ min: 0, max: 3 * 24 * 60 }), fc.integer({ min: 1, max: 24 * 60 }), (input, blockAt, blockLength) => {
        const has = (subset: number[], superset: number[]) => {
          const all = new Set(superset);
          return subset.every((s) => all.has(s));
        };
        const noBuffer = occupancyOf(input.services.map((s) => ({ ...s, bufferMinutes: 0 })));
        const noProcessing = occupancyOf(input.services.map((s) => ({ durationMinutes: s.durationMinutes, bufferMinutes: s.bufferMinutes })));
        const current = listedStarts(input);
        expect(has(current, listedStarts({ ...input, occupied: noBuffer.occupied }))).toBe(true);
        expect(has(listedStarts({ ...input, occupied: noProcessing.occupied }), current)).toBe(true);
        const first = Date.parse(`${input.from}T00:00:00Z`);
        const blocked = { start: new Date(first + blockAt * MINUTE), end: new Date(first + (blockAt + blockLength) * MINUTE) };
        expect(has(listedStarts({ ...input, busy: [...input.busy, blocked] }), current)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("another booking fits into an appointment's processing window exactly when all it occupies lies inside the window", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.entries(CHANGE_DAYS).flatMap(([zone, days]) => days.map((day) => [zone, day] as const))),
        fc.integer({ min: 0, max: 20 }),
        fc.record({ start: fc.integer({ min: 1, max: 6 }), length: fc.integer({ min: 1, max: 8 }), after: fc.integer({ min: 1, max: 4 }) }),
        fc.record({ durationMinutes: fc.integer({ min: 1, max: 12 }).map((q) => q * 15), bufferMinutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })) }),
        ([timeZone, date], startQuarter, colourQuarters, guest) => {
          // A colour at 00:00 + startQuarter quarters of the change day (real time), open all night.
          const dayUtc = Date.parse(`${date}T00:00:00Z`);
          const colourStart = instantOfWallTime(dayUtc, timeZone) + startQuarter * 15 * MINUTE;
          const colour = occupancyOf([
            { durationMinutes: (colourQuarters.start + colourQuarters.length + colourQuarters.after) * 15, processingStartMinutes: colourQuarters.start * 15, processingMinutes: colourQuarters.length * 15 },
          ]);
          const busy = colour.occupied.map((o) => ({ start: new Date(colourStart + o.from * MINUTE), end: new Date(colourStart + o.to * MINUTE) }));
          const window = colour.processing[0];
          if (!window) throw new Error('the colour has a window');
          const guestOccupancy = occupancyOf([guest]);
          const rules = {
            timeZone,
            openHours: Array.from({ length: 7 }, (_, weekDay) => ({ weekDay, startHour: 0, endHour: 23 })),
            busy,
            durationMinutes: guestOccupancy.durationMinutes,
            occupied: guestOccupancy.occupied,
            now: new Date(dayUtc - 7 * DAY),
            minNoticeMinutes: 0,
          };
          const at = colourStart + window.from * MINUTE;
          const fitsWindow = guest.durationMinutes + guest.bufferMinutes <= window.to - window.from;
          const fitsHours = at + guest.durationMinutes * MINUTE <= instantOfWallTime(dayUtc + 23 * 60 * MINUTE, timeZone);
          // In the repeated hour of a fall-back day only the first occurrence of a wall time is offered.
          const wall = wallTimeOf(at, timeZone);
          const firstOccurrence = instantsOfWallTime(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute), timeZone)[0] === at;
          expect(isBookable(rules, new Date(at))).toBe(fitsWindow && fitsHours && firstOccurrence);
        },
      ),
      { numRuns: 300 },
    );
  });
});
