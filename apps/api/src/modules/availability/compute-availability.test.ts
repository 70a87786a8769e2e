import { occupancyOf } from '@chairly/shared/availability/occupancy';
import { describe, expect, it } from 'vitest';
import { computeAvailability, computeSlots, isBookable, parseCalendarDate, type AvailabilityInput, type OpenHoursEntry } from './compute-availability';

const SUNDAY = 6;
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

function input(overrides: Partial<AvailabilityInput> & Pick<AvailabilityInput, 'timeZone' | 'from'>): AvailabilityInput {
  return { openHours: [], busy: [], durationMinutes: 60, now: LONG_AGO, horizonDays: 400, to: overrides.from, ...overrides };
}
const times = (i: AvailabilityInput) => computeAvailability(i)[0]?.times ?? [];
const grid = (from: string, to: string) => {
  const out: string[] = [];
  const [fh, fm] = from.split(':').map(Number) as [number, number];
  const [th, tm] = to.split(':').map(Number) as [number, number];
  for (let m = fh * 60 + fm; m <= th * 60 + tm; m += 15) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};
const startOf = (i: AvailabilityInput, time: string) => computeSlots(i)[0]?.slots.find((s) => s.time === time)?.start;
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());
const night = (timeZone: string, from: string, endHour: number) => input({ timeZone, from, openHours: [{ weekDay: SUNDAY, startHour: 0, endHour }] });

describe('DST spring-forward: a wall time that does not exist is skipped', () => {
  it('Europe/Berlin 2026-03-29 (02:00 → 03:00)', () => {
    const day = night('Europe/Berlin', '2026-03-29', 6);
    expect(times(day)).toEqual([...grid('00:00', '01:45'), ...grid('03:00', '05:00')]);
    expect(iso(startOf(day, '01:45'))).toBe('2026-03-29T00:45:00.000Z');
    expect(iso(startOf(day, '03:00'))).toBe('2026-03-29T01:00:00.000Z');
  });
  it('Europe/Lisbon 2026-03-29 (01:00 → 02:00)', () => {
    const day = night('Europe/Lisbon', '2026-03-29', 4);
    expect(times(day)).toEqual([...grid('00:00', '00:45'), ...grid('02:00', '03:00')]);
    expect(iso(startOf(day, '02:00'))).toBe('2026-03-29T01:00:00.000Z');
  });
  it('America/New_York 2026-03-08 (02:00 → 03:00)', () => {
    const day = night('America/New_York', '2026-03-08', 5);
    expect(times(day)).toEqual([...grid('00:00', '01:45'), ...grid('03:00', '04:00')]);
    expect(iso(startOf(day, '03:00'))).toBe('2026-03-08T07:00:00.000Z');
  });
});

describe('DST fall-back: an ambiguous wall time is offered once, at its first occurrence', () => {
  it('Europe/Berlin 2026-10-25 (03:00 → 02:00)', () => {
    const day = night('Europe/Berlin', '2026-10-25', 6);
    expect(times(day)).toEqual(grid('00:00', '05:00'));
    expect(iso(startOf(day, '02:00'))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(startOf(day, '05:00'))).toBe('2026-10-25T04:00:00.000Z');
    expect(isBookable(day, new Date('2026-10-25T02:00:00+02:00'))).toBe(true);
    expect(isBookable(day, new Date('2026-10-25T02:00:00+01:00'))).toBe(false);
  });
  it('Europe/Lisbon 2026-10-25 (02:00 → 01:00)', () => {
    const day = night('Europe/Lisbon', '2026-10-25', 4);
    expect(times(day)).toEqual(grid('00:00', '03:00'));
    expect(iso(startOf(day, '01:00'))).toBe('2026-10-25T00:00:00.000Z');
  });
  it('America/New_York 2026-11-01 (02:00 → 01:00)', () => {
    const day = night('America/New_York', '2026-11-01', 5);
    expect(times(day)).toEqual(grid('00:00', '04:00'));
    expect(iso(startOf(day, '01:30'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(startOf(day, '04:00'))).toBe('2026-11-01T09:00:00.000Z');
  });
});

describe('a 09:00–18:00 day is 9 real hours on change days too', () => {
  const cases: [string, string][] = [
    ['Europe/Berlin', '2026-03-29'],
    ['Europe/Berlin', '2026-10-25'],
    ['Europe/Lisbon', '2026-03-29'],
    ['Europe/Lisbon', '2026-10-25'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
  ];
  it.each(cases)('%s %s', (timeZone, from) => {
    const day = input({ timeZone, from, openHours: [{ weekDay: SUNDAY, startHour: 9, endHour: 18 }], durationMinutes: 540 });
    expect(times(day)).toEqual(['09:00']);
    const short = { ...day, durationMinutes: 60 };
    expect(times(short)).toEqual(grid('09:00', '17:00'));
  });
});

const MONDAY: OpenHoursEntry[] = [{ weekDay: 0, startHour: 9, endHour: 10 }];
const monday = (overrides: Partial<AvailabilityInput> = {}) => input({ timeZone: 'Europe/Berlin', from: '2026-11-23', openHours: MONDAY, ...overrides });

describe('open-hours edges and durations', () => {
  it('a 60-minute service in a 09–10 interval has exactly one slot; a 61-minute one has none', () => {
    expect(computeAvailability(monday())).toEqual([{ date: '2026-11-23', times: ['09:00'] }]);
    expect(computeAvailability(monday({ durationMinutes: 61 }))).toEqual([]);
  });
  it('several intervals per day: nothing spans the lunch break', () => {
    const wednesday = input({ timeZone: 'Europe/Berlin', from: '2026-11-25', openHours: [{ weekDay: 2, startHour: 14, endHour: 19 }, { weekDay: 2, startHour: 9, endHour: 13 }] });
    expect(times(wednesday)).toEqual([...grid('09:00', '12:00'), ...grid('14:00', '18:00')]);
  });
  it('multi-service durations (45 + 30 = 75 minutes) need the whole sum to fit', () => {
    const day = input({ timeZone: 'Europe/Berlin', from: '2026-11-23', openHours: [{ weekDay: 0, startHour: 9, endHour: 11 }], durationMinutes: 45 + 30 });
    expect(times(day)).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });
  it('other week days are closed; only dates with a time are listed', () => {
    const week = monday({ to: '2026-11-30' });
    expect(computeAvailability(week).map((d) => d.date)).toEqual(['2026-11-23', '2026-11-30']);
  });
  it('a step of 30 minutes', () => {
    expect(times(input({ timeZone: 'UTC', from: '2026-11-23', openHours: [{ weekDay: 0, startHour: 9, endHour: 11 }], stepMinutes: 30 }))).toEqual(['09:00', '09:30', '10:00']);
  });
});

describe('busy ranges', () => {
  const open = [{ weekDay: 0, startHour: 9, endHour: 12 }];
  const at = (h: string) => new Date(`2026-11-23T${h}:00+01:00`);
  it('touching edges are fine (end == start), overlaps are not', () => {
    const day = monday({ openHours: open, busy: [{ start: at('10:00'), end: at('11:00') }] });
    expect(times(day)).toEqual(['09:00', '11:00']);
  });
  it('overlapping busy ranges are merged; a range before the day changes nothing', () => {
    const busy = [
      { start: at('09:30'), end: at('10:15') },
      { start: at('10:00'), end: at('10:30') },
      { start: new Date('2026-11-20T09:00:00Z'), end: new Date('2026-11-20T10:00:00Z') },
    ];
    expect(times(monday({ openHours: open, busy, durationMinutes: 30 }))).toEqual(['09:00', ...grid('10:30', '11:30')]);
  });
});

describe('minimum notice, past and horizon', () => {
  const open = [{ weekDay: 0, startHour: 9, endHour: 12 }];
  it('no slot before now + 60 minutes', () => {
    const day = monday({ openHours: open, now: new Date('2026-11-23T08:50:00+01:00'), minNoticeMinutes: 60 });
    expect(times(day)[0]).toBe('10:00');
    expect(times({ ...day, minNoticeMinutes: 0 })[0]).toBe('09:00');
  });
  it('past dates have nothing', () => {
    expect(computeAvailability(monday({ openHours: open, now: new Date('2026-11-24T00:00:00Z') }))).toEqual([]);
  });
  it('nothing at or after now + horizon days', () => {
    const now = new Date('2026-11-22T09:50:00+01:00');
    const week = monday({ openHours: open, now, horizonDays: 8, to: '2026-12-07' });
    expect(computeAvailability(week)).toEqual([
      { date: '2026-11-23', times: grid('09:00', '11:00') },
      { date: '2026-11-30', times: ['09:00', '09:15', '09:30', '09:45'] },
    ]);
  });
});

describe('isBookable (the validation side of the same function)', () => {
  it('accepts exactly the computed starts', () => {
    expect(isBookable(monday(), new Date('2026-11-23T09:00:00+01:00'))).toBe(true);
    expect(isBookable(monday(), new Date('2026-11-23T08:00:00Z'))).toBe(true);
    expect(isBookable(monday(), new Date('2026-11-23T09:00:30+01:00'))).toBe(false);
    expect(isBookable(monday(), new Date('2026-11-23T09:15:00+01:00'))).toBe(false);
    expect(isBookable(monday(), new Date('2026-11-24T09:00:00+01:00'))).toBe(false);
    expect(isBookable(monday(), new Date('not a date'))).toBe(false);
  });
  it('an offset names one instant: 02:30+01:00 on spring-forward day is 03:30 summer time', () => {
    const day = night('Europe/Berlin', '2026-03-29', 6);
    expect(isBookable(day, new Date('2026-03-29T02:30:00+01:00'))).toBe(true);
    expect(startOf(day, '03:30')).toBe(new Date('2026-03-29T02:30:00+01:00').getTime());
  });
  it('a busy range makes an otherwise good start unbookable', () => {
    const busy = [{ start: new Date('2026-11-23T09:30:00+01:00'), end: new Date('2026-11-23T09:45:00+01:00') }];
    expect(isBookable(monday({ busy }), new Date('2026-11-23T09:00:00+01:00'))).toBe(false);
  });
});

describe('buffers and processing time (occupied ranges)', () => {
  const open = [{ weekDay: 0, startHour: 9, endHour: 12 }];
  const at = (h: string) => new Date(`2026-11-23T${h}:00+01:00`);
  const day = (overrides: Partial<AvailabilityInput>) => monday({ openHours: open, ...overrides });

  it('a buffer keeps the next appointment from starting in it, but may run past closing', () => {
    const withBuffer = occupancyOf([{ durationMinutes: 60, bufferMinutes: 15 }]);
    const busy = [{ start: at('11:00'), end: at('11:30') }];
    // 09:45 would end at 10:45 and clean up until 11:00: touching is fine; 10:00 would clean up into 11:00.
    expect(times(day({ busy, durationMinutes: 60, occupied: withBuffer.occupied }))).toEqual(grid('09:00', '09:45'));
    expect(times(day({ busy, durationMinutes: 60 }))).toEqual(grid('09:00', '10:00'));
    // The last start ends at closing (12:00); its buffer runs until 12:15, outside open hours.
    expect(times(day({ durationMinutes: 60, occupied: withBuffer.occupied })).at(-1)).toBe('11:00');
  });

  it("an existing appointment's buffer (a busy range) blocks starts inside it", () => {
    const busy = [{ start: at('09:00'), end: at('10:10') }];
    expect(times(day({ busy, durationMinutes: 30 }))[0]).toBe('10:15');
  });

  it('processing time: another booking fits into the window exactly when its whole occupancy does', () => {
    // A colour 09:00–10:30 developing 09:30–10:15: the stylist is busy 09:00–09:30 and 10:15–10:30.
    const colour = occupancyOf([{ durationMinutes: 90, processingStartMinutes: 30, processingMinutes: 45 }]);
    const busy = colour.occupied.map((s) => ({ start: new Date(at('09:00').getTime() + s.from * 60_000), end: new Date(at('09:00').getTime() + s.to * 60_000) }));
    expect(times(day({ busy, durationMinutes: 45 }))).toEqual(['09:30', ...grid('10:30', '11:15')]);
    expect(times(day({ busy, durationMinutes: 30 }))).toEqual(['09:30', '09:45', ...grid('10:30', '11:30')]);
    // With a 5-minute buffer the 45-minute trim no longer fits (it would clean up into 10:15).
    const trimWithBuffer = occupancyOf([{ durationMinutes: 45, bufferMinutes: 5 }]);
    expect(times(day({ busy, durationMinutes: 45, occupied: trimWithBuffer.occupied }))).toEqual(grid('10:30', '11:15'));
  });

  it("a candidate's own processing window may hold someone else's appointment", () => {
    const colour = occupancyOf([{ durationMinutes: 90, processingStartMinutes: 30, processingMinutes: 45 }]);
    const busy = [{ start: at('10:00'), end: at('10:15') }];
    // 09:00, 09:15 and 09:30 leave 10:00–10:15 inside their window; 09:45 and 10:00 would work through it.
    expect(times(day({ busy, durationMinutes: 90, occupied: colour.occupied }))).toEqual(['09:00', '09:15', '09:30', '10:15', '10:30']);
    expect(times(day({ busy, durationMinutes: 90 }))).toEqual(['10:15', '10:30']);
  });

  it('isBookable agrees with the list for buffers and processing', () => {
    const rules = day({ busy: [{ start: at('11:00'), end: at('11:30') }], durationMinutes: 60, occupied: occupancyOf([{ durationMinutes: 60, bufferMinutes: 15 }]).occupied });
    expect(isBookable(rules, at('09:45'))).toBe(true);
    expect(isBookable(rules, at('10:00'))).toBe(false);
  });

  it('refuses occupied segments that are not whole minutes or run backwards', () => {
    expect(() => computeSlots(day({ occupied: [{ from: 10, to: 5 }] }))).toThrow(RangeError);
  });
});

describe('parseCalendarDate', () => {
  it('rejects impossible dates', () => {
    expect(parseCalendarDate('2026-02-29')).toBeNaN();
    expect(parseCalendarDate('2026-2-01')).toBeNaN();
    expect(parseCalendarDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
  });
});
