import { describe, expect, it } from 'vitest';
import { openingStart } from './opening-start';

// Monday to Friday 09:00–18:00 (weekDay 0 = Monday), Saturday 10:00–14:00, closed on Sunday.
const hours = [0, 1, 2, 3, 4].map((weekDay) => ({ weekDay, startTime: '09:00', endTime: '18:00' })).concat({ weekDay: 5, startTime: '10:00', endTime: '14:00' });
const at = (iso: string) => Date.parse(iso);

describe('openingStart (the default start of a new appointment)', () => {
  it('is her opening time when she has not opened yet today, not the next full hour', () => {
    // Wednesday 2026-12-02, 06:20 in Berlin.
    expect(openingStart(at('2026-12-02T05:20:00Z'), 'Europe/Berlin', hours)).toBe('2026-12-02T09:00');
  });
  it('is the next full hour while she is open', () => {
    expect(openingStart(at('2026-12-02T10:20:00Z'), 'Europe/Berlin', hours)).toBe('2026-12-02T12:00');
  });
  it('after closing, is the opening time of her next open day (Saturday’s own, Sunday skipped)', () => {
    expect(openingStart(at('2026-12-04T18:30:00Z'), 'Europe/Berlin', hours)).toBe('2026-12-05T10:00');
    expect(openingStart(at('2026-12-05T14:30:00Z'), 'Europe/Berlin', hours)).toBe('2026-12-07T09:00');
  });
  it('without open hours, is the next full hour', () => {
    expect(openingStart(at('2026-12-02T05:20:00Z'), 'Europe/Berlin', [])).toBe('2026-12-02T07:00');
  });
});
