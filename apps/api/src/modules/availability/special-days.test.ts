import { describe, expect, it } from 'vitest';
import { computeAvailability, computeSlots, isBookable, type AvailabilityInput, type OpenHoursEntry } from './compute-availability';

/** Special days (issue 18): per-date intervals replace the weekday's hours; none = closed. */

const WEEKDAYS: OpenHoursEntry[] = [0, 1, 2, 3, 4].map((weekDay) => ({ weekDay, startHour: 9, endHour: 17 }));
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

function input(overrides: Partial<AvailabilityInput> & Pick<AvailabilityInput, 'from'>): AvailabilityInput {
  return { timeZone: 'Europe/Berlin', openHours: WEEKDAYS, busy: [], durationMinutes: 60, now: LONG_AGO, horizonDays: 400, to: overrides.from, ...overrides };
}
const m = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const interval = (from: string, to: string) => ({ startMinute: m(from), endMinute: m(to) });
const times = (i: AvailabilityInput, date = i.from) => computeAvailability(i).find((d) => d.date === date)?.times ?? [];
const range = (from: string, last: string, step = 15) => {
  const out: string[] = [];
  for (let x = m(from); x <= m(last); x += step) out.push(`${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`);
  return out;
};

describe('special days', () => {
  it('replace the weekday’s hours on that date only (Tuesday 2026-06-16 open 12:00–14:30)', () => {
    const week = input({ from: '2026-06-15', to: '2026-06-17', specialDays: [{ date: '2026-06-16', intervals: [interval('12:00', '14:30')] }] });
    expect(times(week, '2026-06-15')).toEqual(range('09:00', '16:00'));
    expect(times(week, '2026-06-16')).toEqual(range('12:00', '13:30'));
    expect(times(week, '2026-06-17')).toEqual(range('09:00', '16:00'));
  });

  it('an empty list closes the day', () => {
    const day = input({ from: '2026-06-16', specialDays: [{ date: '2026-06-16', intervals: [] }] });
    expect(computeAvailability(day)).toEqual([]);
    expect(isBookable(day, new Date('2026-06-16T10:00:00+02:00'))).toBe(false);
    expect(isBookable(input({ from: '2026-06-16' }), new Date('2026-06-16T10:00:00+02:00'))).toBe(true);
  });

  it('open a day that is closed every week (a Sunday before Christmas), several intervals, quarter hours', () => {
    const sunday = input({ from: '2026-12-20', specialDays: [{ date: '2026-12-20', intervals: [interval('13:15', '15:00'), interval('10:00', '12:00')] }] });
    expect(times(input({ from: '2026-12-20' }))).toEqual([]);
    expect(times(sunday)).toEqual([...range('10:00', '11:00'), ...range('13:15', '14:00')]);
    // A 60-minute booking must fit inside one interval: 11:15 would run past 12:00.
    expect(isBookable(sunday, new Date('2026-12-20T11:00:00+01:00'))).toBe(true);
    expect(isBookable(sunday, new Date('2026-12-20T11:15:00+01:00'))).toBe(false);
    expect(isBookable(sunday, new Date('2026-12-20T13:15:00+01:00'))).toBe(true);
  });

  it('combine with the step, the notice, the horizon and busy ranges', () => {
    const specialDays = [{ date: '2026-06-20', intervals: [interval('09:30', '13:00')] }];
    const now = new Date('2026-06-20T08:40:00+02:00');
    const day = input({ from: '2026-06-20', specialDays, now, minNoticeMinutes: 60, stepMinutes: 30, busy: [{ start: new Date('2026-06-20T11:00:00+02:00'), end: new Date('2026-06-20T11:30:00+02:00') }] });
    // Grid from the interval's start (09:30, 10:00, …); 09:30 is before 08:40 + 60 min; 10:30 and 11:00 hit the busy half
    // hour; 12:00 ends exactly at closing.
    expect(times(day)).toEqual(['10:00', '11:30', '12:00']);
    expect(times({ ...day, horizonDays: 0 })).toEqual([]);
  });

  it('a special day after the horizon offers nothing', () => {
    const day = input({ from: '2026-12-20', horizonDays: 7, now: new Date('2026-12-01T00:00:00Z'), specialDays: [{ date: '2026-12-20', intervals: [interval('10:00', '12:00')] }] });
    expect(times(day)).toEqual([]);
  });

  describe('on DST change days the interval bounds are real instants', () => {
    it('Europe/Berlin 2026-03-29: 01:30–04:00 is 1.5 real hours, 02:xx does not exist', () => {
      const day = input({ from: '2026-03-29', durationMinutes: 30, specialDays: [{ date: '2026-03-29', intervals: [interval('01:30', '04:00')] }] });
      expect(times(day)).toEqual([...range('01:30', '01:45'), ...range('03:00', '03:30')]);
      const last = computeSlots(day)[0]?.slots.at(-1);
      expect(new Date(last?.start ?? 0).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    });
    it('Europe/Lisbon 2026-10-25: 00:30–02:00 is 2.5 real hours, 01:xx offered once', () => {
      const day = input({ timeZone: 'Europe/Lisbon', from: '2026-10-25', durationMinutes: 120, specialDays: [{ date: '2026-10-25', intervals: [interval('00:30', '02:00')] }] });
      // 00:30 summer time is 23:30Z; 02:00 (winter) is 02:00Z: 120 real minutes fit from 00:30, 00:45 and the first 01:00
      // (00:00Z) but not from the first 01:15 (00:15Z, ends 02:15Z).
      expect(times(day)).toEqual(['00:30', '00:45', '01:00']);
    });
    it('America/New_York 2026-11-01: a closed special day on the fall-back day', () => {
      const openSunday: OpenHoursEntry[] = [{ weekDay: 6, startHour: 0, endHour: 5 }];
      const plain = input({ timeZone: 'America/New_York', from: '2026-11-01', openHours: openSunday });
      expect(times(plain).length).toBeGreaterThan(0);
      expect(times({ ...plain, specialDays: [{ date: '2026-11-01', intervals: [] }] })).toEqual([]);
    });
  });
});
