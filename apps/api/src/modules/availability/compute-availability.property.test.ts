import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, isBookable, type AvailabilityInput } from './compute-availability';
import { wallTimeOf } from '@chairly/shared/time/zoned-time';
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

  it('listing and validating agree: a listed start is bookable, one minute later is not', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const slots = computeSlots(input).flatMap((d) => d.slots);
        for (const slot of slots.slice(0, 20)) {
          expect(isBookable(input, new Date(slot.start))).toBe(true);
          expect(isBookable(input, new Date(slot.start + MINUTE))).toBe(false);
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
