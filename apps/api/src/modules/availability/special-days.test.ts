import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeClosures } from './closures';
import { localDateOf } from './zoned-time';
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

/** The DST change dates of the three zones in 2026, and a plain day, as special days. */
const DST_DAYS = [
  { timeZone: 'Europe/Berlin', dates: ['2026-03-29', '2026-10-25', '2026-06-16'] },
  { timeZone: 'Europe/Lisbon', dates: ['2026-03-29', '2026-10-25', '2026-06-16'] },
  { timeZone: 'America/New_York', dates: ['2026-03-08', '2026-11-01', '2026-06-16'] },
] as const;

const quarterInterval = fc
  .record({ a: fc.integer({ min: 0, max: 95 }), b: fc.integer({ min: 1, max: 95 }) })
  .filter(({ a, b }) => a !== b)
  .map(({ a, b }) => ({ startMinute: Math.min(a, b) * 15, endMinute: Math.max(a, b) * 15 }));

describe('special days, property: on DST change days too', () => {
  it('every offered start lies in one of the day’s own intervals (the weekday’s hours never leak in), is bookable, and the rest is not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DST_DAYS).chain(({ timeZone, dates }) => fc.record({ timeZone: fc.constant(timeZone), date: fc.constantFrom(...dates) })),
        fc.array(quarterInterval, { maxLength: 3 }),
        fc.integer({ min: 5, max: 240 }),
        fc.constantFrom(15, 30, 60),
        ({ timeZone, date }, intervals, durationMinutes, stepMinutes) => {
          const day = input({ timeZone, from: date, durationMinutes, stepMinutes, openHours: [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, startHour: 0, endHour: 23 })), specialDays: [{ date, intervals }] });
          const slots = computeSlots(day)[0]?.slots ?? [];
          const inOne = (time: string) => intervals.some((i) => m(time) >= i.startMinute && m(time) < i.endMinute && (m(time) - i.startMinute) % stepMinutes === 0);
          for (const slot of slots) {
            expect(inOne(slot.time)).toBe(true);
            expect(isBookable(day, new Date(slot.start))).toBe(true);
          }
          // Probing every quarter hour of that date in the zone: what is not listed is not bookable.
          const listed = new Set(slots.map((s) => s.start));
          const midnight = Date.parse(`${date}T00:00:00Z`) - 14 * 3_600_000;
          for (let t = midnight; t < midnight + 52 * 3_600_000; t += 15 * 60_000) {
            if (!listed.has(t) && localDateOf(t, timeZone) === date) expect(isBookable(day, new Date(t))).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('closures (public page)', () => {
  const base = { timeZone: 'Europe/Berlin', openHours: WEEKDAYS, specialDays: [], blocked: [] };
  it('closed special days and fully blocked open days; joined over days without hours; a partly blocked day stays open', () => {
    const closures = computeClosures({
      ...base,
      from: '2026-12-21',
      to: '2027-01-08',
      specialDays: [
        { date: '2026-12-24', intervals: [] },
        { date: '2026-12-28', intervals: [] },
        { date: '2027-01-06', intervals: [interval('10:00', '12:00')] },
      ],
      blocked: [
        // Friday 25th, 09:00–17:00 in Berlin (UTC+1): the whole day's hours.
        { start: new Date('2026-12-25T08:00:00Z'), end: new Date('2026-12-25T16:00:00Z') },
        // 6 January: its special hours 10:00–12:00 are blocked, the weekday's are not what counts.
        { start: new Date('2027-01-06T09:00:00Z'), end: new Date('2027-01-06T11:00:00Z') },
        // 7 January: only the morning.
        { start: new Date('2027-01-07T08:00:00Z'), end: new Date('2027-01-07T11:00:00Z') },
      ],
    });
    expect(closures).toEqual([
      { from: '2026-12-24', to: '2026-12-28' },
      { from: '2027-01-06', to: '2027-01-06' },
    ]);
  });
  it('blocked ranges join to cover a day; on the spring-forward day the bounds are real instants', () => {
    const spring = computeClosures({
      ...base,
      openHours: [{ weekDay: 6, startHour: 1, endHour: 4 }],
      from: '2026-03-29',
      to: '2026-03-29',
      // 01:00 CET = 00:00Z; 04:00 CEST = 02:00Z: two real hours, covered by two touching ranges.
      blocked: [
        { start: new Date('2026-03-29T00:00:00Z'), end: new Date('2026-03-29T01:00:00Z') },
        { start: new Date('2026-03-29T01:00:00Z'), end: new Date('2026-03-29T02:00:00Z') },
      ],
    });
    expect(spring).toEqual([{ from: '2026-03-29', to: '2026-03-29' }]);
    const short = computeClosures({ ...base, openHours: [{ weekDay: 6, startHour: 1, endHour: 4 }], from: '2026-03-29', to: '2026-03-29', blocked: [{ start: new Date('2026-03-29T00:00:00Z'), end: new Date('2026-03-29T01:59:00Z') }] });
    expect(short).toEqual([]);
  });
});
