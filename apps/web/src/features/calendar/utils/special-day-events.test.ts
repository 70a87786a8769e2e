import { describe, expect, it } from 'vitest';
import { toClosedEvents } from './special-day-events';

const day = (date: string, intervals: { startTime: string; endTime: string }[], note = '') => ({
  '@id': `/api/open_hours/overrides/${date}`,
  '@type': 'SpecialDay' as const,
  date,
  closed: intervals.length === 0,
  intervals,
  note,
});

describe('toClosedEvents (issue #31.11)', () => {
  it('shades a closed day or accepted holiday whole, titled with its note', () => {
    expect(toClosedEvents([day('2026-12-25', [], 'Christmas Day')])).toEqual([
      { id: 'closed-2026-12-25', start: '2026-12-25T00:00', end: '2026-12-26T00:00', display: 'background', className: 'chairly-closed-time', title: 'Christmas Day' },
    ]);
  });
  it('shades a day with its own hours outside them', () => {
    const events = toClosedEvents([day('2026-12-24', [{ startTime: '13:00', endTime: '15:00' }, { startTime: '09:00', endTime: '12:00' }])]);
    expect(events.map((e) => [e.start, e.end])).toEqual([
      ['2026-12-24T00:00', '2026-12-24T09:00'],
      ['2026-12-24T12:00', '2026-12-24T13:00'],
      ['2026-12-24T15:00', '2026-12-25T00:00'],
    ]);
  });
  it('a member’s own day (issue #34) is hers: its own ids, marked with her id for her column', () => {
    const [event] = toClosedEvents([day('2026-12-28', [], 'Dana off')], 2);
    expect(event).toEqual({ id: 'closed-2-2026-12-28', start: '2026-12-28T00:00', end: '2026-12-29T00:00', display: 'background', className: 'chairly-closed-time', title: 'Dana off', extendedProps: { closedFor: 2 } });
  });
});
