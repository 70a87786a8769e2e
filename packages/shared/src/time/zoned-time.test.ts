import { describe, expect, it } from 'vitest';
import { instantsOfWallTime, offsetMinutesAt, offsetMinutesOfWall, wallTimeOf } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('wallTimeOf', () => {
  it('reads the wall clock of the zone, not the runtime', () => {
    expect(wallTimeOf(at('2026-01-15T23:30:05Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 1, day: 16, hour: 0, minute: 30, second: 5 });
    expect(wallTimeOf(at('2026-01-15T23:30:05Z'), 'America/New_York')).toEqual({ year: 2026, month: 1, day: 15, hour: 18, minute: 30, second: 5 });
  });

  it('prints midnight as hour 0', () => {
    expect(wallTimeOf(at('2026-07-01T22:00:00Z'), 'Europe/Berlin').hour).toBe(0);
  });

  it('reads a year the formatter prints in fewer than four digits part by part', () => {
    expect(wallTimeOf(Date.UTC(900, 5, 1, 12), 'UTC')).toEqual({ year: 900, month: 6, day: 1, hour: 12, minute: 0, second: 0 });
  });

  it('throws for a zone the runtime does not know', () => {
    expect(() => wallTimeOf(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('offsetMinutesAt', () => {
  it('gives minutes east of UTC, with summer time and half-hour zones', () => {
    expect(offsetMinutesAt(at('2026-01-15T23:30:00Z'), 'Europe/Berlin')).toBe(60);
    expect(offsetMinutesAt(at('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(120);
    expect(offsetMinutesAt(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutesAt(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutesAt(at('2026-01-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('changes at the instant of the change', () => {
    // Berlin moves from 02:00 +01:00 to 03:00 +02:00 at 01:00Z on 2026-03-29.
    expect(offsetMinutesAt(at('2026-03-29T00:59:59.999Z'), 'Europe/Berlin')).toBe(60);
    expect(offsetMinutesAt(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(120);
  });

  it('ignores the milliseconds of an instant, also before 1970', () => {
    expect(offsetMinutesAt(at('2026-01-15T12:00:00.999Z'), 'Europe/Berlin')).toBe(60);
    expect(offsetMinutesAt(at('1969-12-31T23:59:59.500Z'), 'UTC')).toBe(0);
  });

  it('is the offset of the wall clock read at that instant', () => {
    const instant = at('2026-10-25T00:30:00Z');
    expect(offsetMinutesOfWall(instant, wallTimeOf(instant, 'Europe/Berlin'))).toBe(offsetMinutesAt(instant, 'Europe/Berlin'));
  });
});

describe('instantsOfWallTime', () => {
  it('finds the one instant of an ordinary wall time', () => {
    expect(instantsOfWallTime(Date.UTC(2026, 0, 15, 9), 'Europe/Berlin')).toEqual([at('2026-01-15T08:00:00Z')]);
    expect(instantsOfWallTime(Date.UTC(2026, 2, 7, 9), 'America/New_York')).toEqual([at('2026-03-07T14:00:00Z')]);
  });

  it('finds none in a spring-forward gap', () => {
    expect(instantsOfWallTime(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin')).toEqual([]);
  });

  it('finds both in a fall-back overlap, earlier first', () => {
    expect(instantsOfWallTime(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin')).toEqual([at('2026-10-25T00:30:00Z'), at('2026-10-25T01:30:00Z')]);
  });
});
