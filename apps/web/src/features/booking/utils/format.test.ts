import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDateTime,
  formatPrice,
  formatWallTime,
  weekDayName,
} from './format';

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

describe('formatDateRange', () => {
  // ICU puts thin spaces (U+2009) around the range dash.
  it('shows a closure as one range, a single day as one date', () => {
    expect(formatDateRange('2026-12-24', '2026-12-26', 'en')).toBe('Dec 24\u2009–\u200926');
    expect(formatDateRange('2026-12-24', '2026-12-26', 'de')).toBe('24.–26. Dez.');
    expect(formatDateRange('2026-12-31', '2027-01-02', 'en')).toBe(
      'Dec 31, 2026\u2009–\u2009Jan 2, 2027',
    );
    expect(formatDateRange('2026-12-25', '2026-12-25', 'fr')).toBe('25 déc.');
  });
});
