import { describe, expect, it } from 'vitest';
import { nextFullHour } from './next-hour';

describe('nextFullHour', () => {
  it('is the next full hour on the wall clock of the stylist’s zone, across midnight too', () => {
    expect(nextFullHour(Date.parse('2031-01-10T08:20:00Z'), 'Europe/Berlin')).toBe('2031-01-10T10:00');
    expect(nextFullHour(Date.parse('2031-01-10T22:59:00Z'), 'Europe/Berlin')).toBe('2031-01-11T00:00');
  });
});
