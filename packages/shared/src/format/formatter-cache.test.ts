import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';
import { formatterCache } from './formatter-cache';
import { formatMoney } from './money';

describe('the one formatter’s cache (issue #33.3)', () => {
  it('builds a formatter once per key and keeps at most its bound, dropping the oldest', () => {
    const cache = formatterCache<object>(2);
    let built = 0;
    const get = (key: string) => cache(key, () => ({ key, built: (built += 1) }));
    const en = get('en');
    expect(get('en')).toBe(en);
    get('de');
    expect(built).toBe(2);
    get('fr'); // a third: 'en' goes
    expect(get('de')).toMatchObject({ built: 2 });
    expect(get('en')).not.toBe(en);
    expect(built).toBe(4);
  });

  it('writes the same text from a kept formatter as from a new one, per locale, currency and options', () => {
    expect(formatMoney(4550, 'EUR', 'de')).toBe('45,50\u00a0\u20ac');
    expect(formatMoney(4550, 'EUR', 'en')).toBe('\u20ac45.50');
    expect(formatMoney(4550, 'USD', 'en')).toBe('$45.50');
    expect(formatMoney(4550, 'EUR', 'de')).toBe('45,50\u00a0\u20ac');
    expect(formatCalendarDate('2026-12-24', 'de')).toBe('24.12.2026');
    expect(formatCalendarDate('2026-12-24', 'de', { day: 'numeric', month: 'long' })).toBe('24. Dezember');
    expect(formatCalendarDate('2026-12-24', 'de')).toBe('24.12.2026');
  });
});
