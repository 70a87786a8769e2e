import { describe, expect, it } from 'vitest';
import { formatMoney, formatWallDateTime, startOfWallDay, wallDateOf, wallTimeToIso } from './wall-time';

describe('wall time', () => {
  it('shows the wall time of the stylist’s offset whatever the browser’s zone', () => {
    expect(formatWallDateTime('2031-01-10T10:00:00+01:00', 'en-GB')).toBe('10 Jan 2031, 10:00');
    expect(formatWallDateTime('2031-07-10T23:30:00-04:00', 'en-GB')).toBe('10 Jul 2031, 23:30');
  });

  it('finds midnight of a wall date in a named zone, DST included', () => {
    expect(startOfWallDay('2031-01-10', 'Europe/Berlin')).toBe('2031-01-10T00:00:00+01:00');
    expect(startOfWallDay('2031-07-10', 'Europe/Berlin')).toBe('2031-07-10T00:00:00+02:00');
    expect(startOfWallDay('2031-03-30', 'America/New_York')).toBe('2031-03-30T00:00:00-04:00');
    expect(startOfWallDay('2031-03-30', 'UTC')).toBe('2031-03-30T00:00:00+00:00');
  });

  it('turns a wall time of a zone into ISO with that moment’s offset', () => {
    expect(wallTimeToIso('2031-01-10T09:15', 'Europe/Berlin')).toBe('2031-01-10T09:15:00+01:00');
    expect(wallTimeToIso('2031-10-26T03:30', 'Europe/Berlin')).toBe('2031-10-26T03:30:00+01:00');
    expect(wallTimeToIso('2031-06-01T18:00', 'America/New_York')).toBe('2031-06-01T18:00:00-04:00');
  });

  it('gives the wall date of an instant in a zone, shifted by days', () => {
    const lateUtc = Date.parse('2031-01-10T23:30:00Z');
    expect(wallDateOf(lateUtc, 'Europe/Berlin')).toBe('2031-01-11');
    expect(wallDateOf(lateUtc, 'UTC', 30)).toBe('2031-02-09');
  });

  it('formats money with $ and two decimals', () => {
    expect(formatMoney(39.9)).toBe('$39.90');
  });
});
