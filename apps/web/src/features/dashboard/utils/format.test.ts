import { describe, expect, it } from 'vitest';
import { addDays, formatDay, formatMoney, formatPercent, formatTime } from './format';

describe('dashboard formats', () => {
  it('shows money with two decimals and $ in the locale', () => {
    expect(formatMoney(61, 'en')).toBe('$61.00');
    expect(formatMoney(1234.5, 'de')).toMatch(/^1\.234,50\s\$$/);
  });

  it('shows times in the stylist zone and dates without a zone shift', () => {
    expect(formatTime('2026-03-09T23:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('00:30');
    expect(formatDay('2026-03-10', 'en', { day: 'numeric', month: 'short' })).toBe('Mar 10');
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(formatPercent(null, 'en')).toBe('—');
    expect(formatPercent(0.333, 'en')).toBe('33.3%');
  });
});
