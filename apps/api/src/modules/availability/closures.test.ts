import { describe, expect, it } from 'vitest';
import { computeClosures, computeTeamClosures, type ClosuresInput } from './closures';

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

describe('computeTeamClosures (issue #34)', () => {
  // A week from Tuesday 1 December: the owner works weekdays, Dana Tuesday to Saturday.
  const week = { from: DAY, to: '2026-12-07' };
  const owner = input({ ...week });
  const dana = input({ ...week, openHours: [1, 2, 3, 4, 5].map((weekDay) => ({ weekDay, startHour: 10, endHour: 18 })) });

  it('a date is closed only when no member is open on it; one member open keeps the salon open', () => {
    const ownerAway = { ...owner, specialDays: [{ date: '2026-12-02', intervals: [] }, { date: '2026-12-03', intervals: [] }] };
    const danaAway = { ...dana, specialDays: [{ date: '2026-12-03', intervals: [] }] };
    // Wednesday 2nd: Dana works. Thursday 3rd: both away.
    expect(computeTeamClosures([ownerAway, danaAway])).toEqual([{ from: '2026-12-03', to: '2026-12-03' }]);
    // Blocked time covering Dana's hours on the 2nd closes it too.
    const blocked = [{ start: new Date('2026-12-02T09:00:00+01:00'), end: new Date('2026-12-02T19:00:00+01:00') }];
    expect(computeTeamClosures([ownerAway, { ...danaAway, blocked }])).toEqual([{ from: '2026-12-02', to: '2026-12-03' }]);
  });

  it('dates without anyone’s hours join closures around them; one member’s are hers alone', () => {
    const closedFriday = [{ date: '2026-12-04', intervals: [] }];
    const closedMonday = [{ date: '2026-12-07', intervals: [] }];
    // Friday closed for both, Saturday Dana's (closed for her too), Sunday nobody's, Monday closed for the owner (Dana does not work Mondays).
    const both = [
      { ...owner, specialDays: [...closedFriday, ...closedMonday] },
      { ...dana, specialDays: [...closedFriday, { date: '2026-12-05', intervals: [] }] },
    ];
    expect(computeTeamClosures(both)).toEqual([{ from: '2026-12-04', to: '2026-12-07' }]);
    expect(computeTeamClosures([both[0]!])).toEqual(computeClosures(both[0]!));
  });
});
