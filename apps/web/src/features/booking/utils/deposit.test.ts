import { describe, expect, it } from 'vitest';
import { depositSentence, windowHoursOf } from './deposit';

describe('deposit sentences', () => {
  it('names the window when the stylist has one, else the start', () => {
    expect(depositSentence('$6.00', 24)).toEqual({ key: 'deposit.dueWindow', values: { amount: '$6.00', hours: 24 } });
    expect(depositSentence('$6.00', 0)).toEqual({ key: 'deposit.dueUntilStart', values: { amount: '$6.00' } });
  });

  it('reads the window in hours from policy kind 2', () => {
    expect(windowHoursOf([{ stylistConfig: 3, value: 20 }, { stylistConfig: 2, value: 1440 }])).toBe(24);
    expect(windowHoursOf([{ stylistConfig: 3, value: 20 }])).toBe(0);
  });
});
