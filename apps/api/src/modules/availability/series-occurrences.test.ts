import { describe, expect, it } from 'vitest';
import { nearestFreeStart, occurrenceStarts, type DayRules } from './series-plan';

/** A repeated appointment's dates (the same wall-clock time in her zone, across a DST change too) and the nearest free time of one. */

const ZONE = 'Europe/Berlin';
// Monday 16 March 2026, 10:00 in Berlin (CET, UTC+1); summer time starts on Sunday 29 March.
const FIRST = Date.parse('2026-03-16T09:00:00Z');
const iso = (starts: number[] | { tooMany: true }) => (Array.isArray(starts) ? starts.map((s) => new Date(s).toISOString()) : starts);

describe('occurrenceStarts', () => {
  it('gives `count` starts every `everyWeeks` weeks at the same wall-clock time', () => {
    expect(iso(occurrenceStarts(FIRST, ZONE, 1, { count: 3 }))).toEqual(['2026-03-16T09:00:00.000Z', '2026-03-23T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    expect(iso(occurrenceStarts(FIRST, ZONE, 2, { count: 2 }))).toEqual(['2026-03-16T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    expect(occurrenceStarts(FIRST, ZONE, 1, { count: 0 })).toEqual([]);
  });

  it('gives the starts up to and including the `until` date', () => {
    expect(iso(occurrenceStarts(FIRST, ZONE, 1, { until: '2026-03-30', max: 10 }))).toEqual(['2026-03-16T09:00:00.000Z', '2026-03-23T09:00:00.000Z', '2026-03-30T08:00:00.000Z']);
    expect(iso(occurrenceStarts(FIRST, ZONE, 1, { until: '2026-03-29', max: 10 }))).toEqual(['2026-03-16T09:00:00.000Z', '2026-03-23T09:00:00.000Z']);
  });

  it('answers tooMany when `until` holds more than `max` starts, and takes exactly `max`', () => {
    expect(occurrenceStarts(FIRST, ZONE, 1, { until: '2026-03-30', max: 2 })).toEqual({ tooMany: true });
    expect(occurrenceStarts(FIRST, ZONE, 1, { until: '2026-03-30', max: 3 })).toHaveLength(3);
  });
});

describe('nearestFreeStart', () => {
  // Monday 2 March 2026 in Berlin (UTC+1), open 09:00–17:00; an hour's work; busy 11:00–13:00.
  const berlin = (hhmm: string) => Date.parse(`2026-03-02T${hhmm}:00+01:00`);
  const rules = (over: Partial<DayRules> = {}): DayRules => ({
    timeZone: ZONE,
    openHours: [{ weekDay: 0, startHour: 9, endHour: 17 }],
    specialDays: [],
    stepMinutes: 15,
    appointments: [{ start: new Date(berlin('11:00')), end: new Date(berlin('13:00')) }],
    blocked: [],
    now: new Date('2026-01-01T00:00:00Z'),
    ...over,
  });
  const hour = { durationMinutes: 60, occupied: [{ from: 0, to: 60 }] };

  it('takes the free start nearest to the wanted one, before or after it', () => {
    expect(nearestFreeStart(berlin('12:00'), hour, rules())).toBe(berlin('13:00'));
    expect(nearestFreeStart(berlin('11:00'), hour, rules())).toBe(berlin('10:00'));
  });

  it('takes the earlier of two starts equally near', () => {
    expect(nearestFreeStart(berlin('11:30'), hour, rules())).toBe(berlin('10:00'));
  });

  it('is null on a day without a free start', () => {
    expect(nearestFreeStart(berlin('12:00'), hour, rules({ specialDays: [{ date: '2026-03-02', intervals: [] }] }))).toBeNull();
  });
});
