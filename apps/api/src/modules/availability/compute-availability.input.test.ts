import { describe, expect, it } from 'vitest';
import { computeSlots, intervalsOfDay, parseCalendarDate, type AvailabilityInput } from './compute-availability';

/** The engine refuses rules it cannot mean, naming what is wrong (a caller's bug, never a customer's input). */
const input = (over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  timeZone: 'Europe/Berlin',
  openHours: [{ weekDay: 0, startHour: 9, endHour: 17 }],
  busy: [],
  durationMinutes: 60,
  now: new Date('2026-01-01T00:00:00Z'),
  horizonDays: 400,
  from: '2026-11-23',
  to: '2026-11-23',
  ...over,
});

describe('computeSlots input checks', () => {
  it.each([
    [{ durationMinutes: 0 }, 'durationMinutes must be a positive integer'],
    [{ durationMinutes: 12.5 }, 'durationMinutes must be a positive integer'],
    [{ stepMinutes: 0 }, 'stepMinutes must be a positive integer'],
    [{ occupied: [{ from: 10, to: 10 }] }, 'occupied segments must be whole minutes, 0 ≤ from < to'],
    [{ occupied: [{ from: -5, to: 10 }] }, 'occupied segments must be whole minutes, 0 ≤ from < to'],
    [{ occupied: [{ from: 0.5, to: 20 }] }, 'occupied segments must be whole minutes, 0 ≤ from < to'],
    [{ occupied: [{ from: 0, to: 20.5 }] }, 'occupied segments must be whole minutes, 0 ≤ from < to'],
    [{ occupied: [{ from: 0, to: 20 }, { from: 30, to: 30 }] }, 'occupied segments must be whole minutes, 0 ≤ from < to'],
    [{ from: '23.11.2026' }, 'from and to must be yyyy-MM-dd dates'],
    [{ to: 'later' }, 'from and to must be yyyy-MM-dd dates'],
  ] as [Partial<AvailabilityInput>, string][])('%o: %s', (over, message) => {
    expect(() => computeSlots(input(over))).toThrow(new RangeError(message));
  });

  it('takes sound rules', () => {
    expect(computeSlots(input())[0]?.slots).toHaveLength(29);
  });
});

describe('calendar dates and hours', () => {
  it('reads yyyy-MM-dd and nothing around it, real dates only', () => {
    expect(parseCalendarDate('2026-11-23')).toBe(Date.UTC(2026, 10, 23));
    for (const bad of ['x2026-11-23', '2026-11-23x', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31']) expect(parseCalendarDate(bad), bad).toBeNaN();
  });

  it('leaves out hours that end where they start, or before', () => {
    const monday = Date.UTC(2026, 10, 23);
    expect(intervalsOfDay(monday, 0, { openHours: [{ weekDay: 0, startHour: 9, endHour: 9 }, { weekDay: 0, startHour: 12, endHour: 10 }] })).toEqual([]);
    const special = { date: '2026-11-23', intervals: [{ startMinute: 600, endMinute: 600 }, { startMinute: 700, endMinute: 650 }] };
    expect(intervalsOfDay(monday, 0, { openHours: [{ weekDay: 0, startHour: 9, endHour: 17 }], specialDays: [special] })).toEqual([]);
  });
});

describe('the edges of a day', () => {
  const berlin = (hhmm: string, date = '2026-11-23') => new Date(`${date}T${hhmm}:00+01:00`);
  const times = (over: Partial<AvailabilityInput>) => computeSlots(input(over)).flatMap((d) => d.slots.map((s) => `${d.date} ${s.time}`));

  it('a busy range that ends where it starts blocks nothing', () => {
    expect(times({ busy: [{ start: berlin('10:00'), end: berlin('10:00') }] })).toContain('2026-11-23 09:30');
  });

  it('offers a start exactly at the notice, and none at the horizon itself', () => {
    const now = berlin('09:00');
    const notice = times({ now, minNoticeMinutes: 60, horizonDays: 400 });
    expect(notice[0]).toBe('2026-11-23 10:00');
    // A horizon of one day from Sunday 09:00 ends on Monday at 09:00: a start then is not offered.
    const horizon = times({ now: berlin('09:00', '2026-11-22'), minNoticeMinutes: 0, horizonDays: 1, from: '2026-11-22', to: '2026-11-23', openHours: [{ weekDay: 0, startHour: 0, endHour: 12 }] });
    expect(horizon.at(-1)).toBe('2026-11-23 08:45');
  });

  it('on the spring-forward day, hours that open in the gap open when the clock resumes', () => {
    // Sunday 29 March 2026 in Berlin: 02:00–03:00 does not exist. Open 02:00–05:00 is open 03:00–05:00.
    const slots = computeSlots(input({ openHours: [{ weekDay: 6, startHour: 2, endHour: 5 }], from: '2026-03-29', to: '2026-03-29' }))[0]?.slots ?? [];
    expect(slots[0]?.time).toBe('03:00');
    expect(slots.at(-1)?.time).toBe('04:00');
  });
});
