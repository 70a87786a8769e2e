import { describe, expect, it } from 'vitest';
import { computeClosures, type ClosuresInput } from './closures';

/** The public page's closures, rule by rule (special-days.test.ts has the longer holiday cases). */

// Tuesday 1 December 2026, Berlin (UTC+1): open 09:00–17:00 on weekdays.
const DAY = '2026-12-01';
const input = (over: Partial<ClosuresInput> = {}): ClosuresInput => ({
  timeZone: 'Europe/Berlin',
  openHours: [0, 1, 2, 3, 4].map((weekDay) => ({ weekDay, startHour: 9, endHour: 17 })),
  specialDays: [],
  blocked: [],
  from: DAY,
  to: DAY,
  ...over,
});
const berlin = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+01:00`);
const block = (from: string, to: string) => ({ start: berlin(from), end: berlin(to) });
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const interval = (from: string, to: string) => ({ startMinute: minutes(from), endMinute: minutes(to) });
const CLOSED = [{ from: DAY, to: DAY }];

describe('computeClosures', () => {
  it('an open day without blocked time is not closed, nor a special day with hours of its own', () => {
    expect(computeClosures(input())).toEqual([]);
    expect(computeClosures(input({ specialDays: [{ date: DAY, intervals: [interval('10:00', '12:00')] }] }))).toEqual([]);
  });

  it('a day with two stretches of hours is closed only when both are blocked', () => {
    const specialDays = [{ date: DAY, intervals: [interval('09:00', '12:00'), interval('14:00', '18:00')] }];
    expect(computeClosures(input({ specialDays, blocked: [block('09:00', '12:00')] }))).toEqual([]);
    expect(computeClosures(input({ specialDays, blocked: [block('14:00', '18:00')] }))).toEqual([]);
    expect(computeClosures(input({ specialDays, blocked: [block('09:00', '12:00'), block('14:00', '18:00')] }))).toEqual(CLOSED);
  });

  it('blocked ranges join in time order whatever order they come in; a gap between them leaves the day open', () => {
    expect(computeClosures(input({ blocked: [block('13:00', '17:00'), block('11:00', '13:00'), block('08:00', '11:00')] }))).toEqual(CLOSED);
    expect(computeClosures(input({ blocked: [block('13:00', '17:00'), block('08:00', '12:59')] }))).toEqual([]);
    // An empty or reversed range covers nothing.
    expect(computeClosures(input({ blocked: [block('08:00', '12:00'), block('17:00', '12:00')] }))).toEqual([]);
  });

  it('over a long stretch, only the days blocked time covers are closed, and hours wholly in a clock change’s gap', () => {
    // 90 days from 1 December, one weekday (Wednesday 3 February) blocked all day; Berlin's clock
    // goes forward on Sunday 28 March 2027 (02:00 → 03:00), where a special day's only hours,
    // 02:00–03:00, are empty: closed without blocked time, as before (issue #33.3).
    const blocked = [{ start: new Date('2027-02-03T07:00:00Z'), end: new Date('2027-02-03T17:00:00Z') }];
    const specialDays = [
      { date: '2027-03-28', intervals: [interval('02:00', '03:00')] },
      { date: '2027-03-27', intervals: [interval('01:00', '03:00')] },
    ];
    expect(computeClosures(input({ to: '2027-03-31', blocked, specialDays }))).toEqual([
      { from: '2027-02-03', to: '2027-02-03' },
      { from: '2027-03-28', to: '2027-03-28' },
    ]);
  });

  it('refuses dates that are not yyyy-MM-dd, from or to alone', () => {
    expect(() => computeClosures(input({ from: 'soon' }))).toThrow(new RangeError('from and to must be yyyy-MM-dd dates'));
    expect(() => computeClosures(input({ to: '2026-13-45' }))).toThrow(RangeError);
  });
});
