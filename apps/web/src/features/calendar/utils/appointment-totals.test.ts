import { describe, expect, it } from 'vitest';
import { endOf, totalsOf } from './appointment-totals';

const SERVICES = [
  { id: 1, price: 30, duration: 60 },
  { id: 2, price: 10.5, duration: 15 },
  { id: 3, price: 0.1, duration: 30 },
  { id: 4, price: 0.2, duration: 45 },
];

describe('new appointment totals', () => {
  it('adds the chosen services’ durations and prices, without floating-point drift', () => {
    expect(totalsOf(SERVICES, [1, 2])).toEqual({ minutes: 75, amount: 40.5 });
    expect(totalsOf(SERVICES, [3, 4])).toEqual({ minutes: 75, amount: 0.3 });
  });

  it('is zero with nothing chosen and ignores unknown ids', () => {
    expect(totalsOf(SERVICES, [])).toEqual({ minutes: 0, amount: 0 });
    expect(totalsOf(SERVICES, [2, 99])).toEqual({ minutes: 15, amount: 10.5 });
  });

  it('computes the end in the start’s offset, across midnight too', () => {
    expect(endOf('2031-01-10T09:00:00+01:00', 75)).toBe('2031-01-10T10:15:00+01:00');
    expect(endOf('2031-01-10T23:30:00-05:00', 45)).toBe('2031-01-11T00:15:00-05:00');
    expect(endOf('2031-01-10T09:00:00Z', 30)).toBe('2031-01-10T09:30:00+00:00');
  });
});
