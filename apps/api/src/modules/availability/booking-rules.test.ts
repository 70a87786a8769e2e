import { describe, expect, it } from 'vitest';
import { rulesInEffect } from './booking-rules';

const DEFAULTS = { minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 15 };

describe('her booking rules in effect', () => {
  it('keeps each rule she set and fills the others from the defaults', () => {
    expect(rulesInEffect({ minNoticeMinutes: 0, horizonDays: null, slotStepMinutes: 30 }, DEFAULTS)).toEqual({ minNoticeMinutes: 0, horizonDays: 90, slotStepMinutes: 30 });
    expect(rulesInEffect({ minNoticeMinutes: null, horizonDays: 7, slotStepMinutes: null }, DEFAULTS)).toEqual({ minNoticeMinutes: 60, horizonDays: 7, slotStepMinutes: 15 });
  });

  it('is the defaults when she set none, and hers when she set all', () => {
    expect(rulesInEffect({ minNoticeMinutes: null, horizonDays: null, slotStepMinutes: null }, DEFAULTS)).toEqual(DEFAULTS);
    expect(rulesInEffect({ minNoticeMinutes: 120, horizonDays: 30, slotStepMinutes: 5 }, DEFAULTS)).toEqual({ minNoticeMinutes: 120, horizonDays: 30, slotStepMinutes: 5 });
  });
});
