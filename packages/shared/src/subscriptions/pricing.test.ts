import { describe, expect, it } from 'vitest';
import { discountedAmount } from './pricing';

describe('discountedAmount', () => {
  it("rounds to the currency's minor unit", () => {
    expect(discountedAmount(29, { percentOff: 20, amountOff: null }, 'EUR')).toBe(23.2);
    expect(discountedAmount(9.99, { percentOff: 15, amountOff: null }, 'USD')).toBe(8.49);
    expect(discountedAmount(3333, { percentOff: 15, amountOff: null }, 'JPY')).toBe(2833);
    expect(discountedAmount(9.999, { percentOff: 15, amountOff: null }, 'KWD')).toBe(8.499);
  });

  it('never goes below zero, and leaves the price without a code', () => {
    expect(discountedAmount(5, { percentOff: null, amountOff: 10 }, 'EUR')).toBe(0);
    expect(discountedAmount(29, { percentOff: null, amountOff: 5 }, 'EUR')).toBe(24);
    expect(discountedAmount(29, null, 'EUR')).toBe(29);
  });
});
