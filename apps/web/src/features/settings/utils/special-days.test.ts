import { describe, expect, it } from 'vitest';
import { formatDay, hoursToMinutes, minutesToHours, QUARTER_HOUR_OPTIONS } from './special-days';

describe('special days helpers', () => {
  it('offers every quarter hour of the day', () => {
    expect(QUARTER_HOUR_OPTIONS).toHaveLength(96);
    expect(QUARTER_HOUR_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_HOUR_OPTIONS.at(-1)).toBe('23:45');
  });
  it('formats a date in the language, independent of the browser zone', () => {
    expect(formatDay('2026-12-20', 'en')).toBe('Sun, Dec 20, 2026');
    expect(formatDay('2026-12-20', 'de')).toBe('So., 20. Dez. 2026');
  });
  it('converts the notice between hours and minutes', () => {
    expect(minutesToHours(90)).toBe(1.5);
    expect(hoursToMinutes(1.5)).toBe(90);
    expect(hoursToMinutes(72)).toBe(4320);
  });
});
