import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPrice, formatWallTime, weekDayName } from './format';

describe('format', () => {
  it('shows dollars with two decimals per locale', () => {
    expect(formatPrice(45, 'en')).toBe('$45.00');
    expect(formatPrice(1234.5, 'de')).toMatch(/^1\.234,50\s\$$/);
  });

  it('shows an instant in the stylist zone, not the browser zone', () => {
    expect(formatDateTime('2026-01-15T09:00:00+01:00', 'en', 'Europe/Berlin')).toContain('09:00');
    expect(formatDateTime('2026-01-15T09:00:00+01:00', 'en', 'America/New_York')).toContain(
      '03:00',
    );
  });

  it('names wall times and week days Monday first', () => {
    expect(formatWallTime('14:00', 'de')).toBe('14:00');
    expect(formatWallTime('14:00', 'en')).toBe('2:00 PM');
    expect(weekDayName(0, 'en')).toBe('Monday');
    expect(weekDayName(6, 'fr')).toBe('dimanche');
  });
});
