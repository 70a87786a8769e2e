import { describe, expect, it } from 'vitest';
import { firstSuitableStart } from './match-rules';

// Berlin in winter: UTC+1.
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const base = {
  timeZone: 'Europe/Berlin',
  freed: { startsAt: at('2031-01-14', '10:00'), endsAt: at('2031-01-14', '11:00') },
  spanMinutes: 60,
  timesOfDay: ['morning', 'afternoon', 'evening'] as const,
  from: '2031-01-13',
  to: '2031-01-15',
};

describe('firstSuitableStart', () => {
  it('takes the earliest start from the freed time on, before one that only reaches into it', () => {
    const dates = [{ date: '2031-01-14', times: ['09:15', '10:00', '10:30'] }];
    expect(firstSuitableStart({ ...base, dates })).toEqual(at('2031-01-14', '10:00'));
  });

  it('falls back to the latest start before the freed time whose stretch reaches into it', () => {
    const dates = [{ date: '2031-01-14', times: ['08:00', '09:15', '09:30', '11:00'] }];
    expect(firstSuitableStart({ ...base, dates })).toEqual(at('2031-01-14', '09:30'));
  });

  it('keeps to her times of day (morning < 12:00 ≤ afternoon < 17:00 ≤ evening) and her range', () => {
    const freed = { startsAt: at('2031-01-14', '11:00'), endsAt: at('2031-01-14', '18:00') };
    const dates = [{ date: '2031-01-14', times: ['11:00', '12:00', '17:00'] }];
    expect(firstSuitableStart({ ...base, freed, dates, timesOfDay: ['afternoon'] })).toEqual(at('2031-01-14', '12:00'));
    expect(firstSuitableStart({ ...base, freed, dates, timesOfDay: ['evening'] })).toEqual(at('2031-01-14', '17:00'));
    expect(firstSuitableStart({ ...base, freed, dates, from: '2031-01-15' })).toBeNull();
  });

  it('offers nothing that does not touch the freed time', () => {
    const dates = [{ date: '2031-01-14', times: ['08:00', '11:00', '12:00'] }];
    expect(firstSuitableStart({ ...base, dates })).toBeNull();
  });
});
