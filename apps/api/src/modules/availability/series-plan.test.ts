import { describe, expect, it } from 'vitest';
import { nearestFreeStart, occurrenceStatus, type DayRules, type Pattern } from './series-plan';

/** A series' statuses use the engine's busy check (half-open ranges, what the booking occupies). */

const at = (iso: string) => new Date(iso);
const rules = (overrides: Partial<DayRules> = {}): DayRules => ({
  timeZone: 'Europe/Berlin',
  openHours: [{ weekDay: 0, startHour: 9, endHour: 17 }],
  specialDays: [],
  stepMinutes: 15,
  appointments: [],
  blocked: [],
  now: at('2026-01-01T00:00:00Z'),
  ...overrides,
});
// 60 minutes of work with a processing window 20–40 and a 10-minute buffer.
const pattern: Pattern = { durationMinutes: 60, occupied: [{ from: 0, to: 20 }, { from: 40, to: 70 }] };
// Monday 2026-03-02, 10:00 in Berlin.
const start = at('2026-03-02T09:00:00Z').getTime();

describe('occurrence status', () => {
  it('is free when an appointment ends where it starts, or starts where its buffer ends', () => {
    const appointments = [
      { start: at('2026-03-02T08:00:00Z'), end: at('2026-03-02T09:00:00Z') },
      { start: at('2026-03-02T10:10:00Z'), end: at('2026-03-02T11:00:00Z') },
    ];
    expect(occurrenceStatus(start, pattern, rules({ appointments }))).toBe('free');
  });

  it('is free when an appointment fits inside its processing window, and taken when its buffer overlaps one', () => {
    const inWindow = [{ start: at('2026-03-02T09:20:00Z'), end: at('2026-03-02T09:40:00Z') }];
    expect(occurrenceStatus(start, pattern, rules({ appointments: inWindow }))).toBe('free');
    const inBuffer = [{ start: at('2026-03-02T10:05:00Z'), end: at('2026-03-02T10:30:00Z') }];
    expect(occurrenceStatus(start, pattern, rules({ appointments: inBuffer }))).toBe('appointment');
  });

  it('names blocked time after appointments, and a date without hours closed', () => {
    const blocked = [{ start: at('2026-03-02T09:50:00Z'), end: at('2026-03-02T12:00:00Z') }];
    expect(occurrenceStatus(start, pattern, rules({ blocked }))).toBe('blocked');
    expect(occurrenceStatus(start, pattern, rules({ blocked, appointments: blocked }))).toBe('appointment');
    expect(occurrenceStatus(start, pattern, rules({ specialDays: [{ date: '2026-03-02', intervals: [] }] }))).toBe('closed');
  });

  it('offers the nearest free start of the day clear of what is busy', () => {
    const appointments = [{ start: at('2026-03-02T09:00:00Z'), end: at('2026-03-02T10:00:00Z') }];
    expect(nearestFreeStart(start, pattern, rules({ appointments }))).toBe(at('2026-03-02T10:00:00Z').getTime());
  });
});
