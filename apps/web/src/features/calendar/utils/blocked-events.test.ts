import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import { describe, expect, it } from 'vitest';
import { BLOCKED_EVENT_CLASS, blockedTimeOf, blockRangeError, toBlockedEvents, toWallRange } from './blocked-events';

const blocked = (id: number, note: string): BlockedTime => ({
  '@id': `/api/blocked_times/${id}`,
  '@type': 'BlockedTime',
  id,
  startsAt: '2031-01-10T13:00:00+01:00',
  endsAt: '2031-01-10T18:00:00+01:00',
  note,
  memberId: 1,
});

describe('blocked time in the calendar', () => {
  it('is a grey, hatched, editable event titled with the note, distinct from appointment ids', () => {
    const [withNote, plain] = toBlockedEvents([blocked(7, 'Doctor'), blocked(8, '')], 'Blocked');
    expect(withNote).toMatchObject({ id: 'blocked-7', title: 'Blocked · Doctor', start: '2031-01-10T13:00:00+01:00', end: '2031-01-10T18:00:00+01:00', editable: true, className: BLOCKED_EVENT_CLASS });
    expect(plain?.title).toBe('Blocked');
    expect(blockedTimeOf(withNote?.extendedProps)?.id).toBe(7);
    expect(blockedTimeOf({ appointment: {} })).toBeNull();
  });

  it('takes wall times from a selection; a whole-day selection starts at midnight', () => {
    expect(toWallRange({ start: '2031-01-10T13:00:00+01:00', end: '2031-01-10T18:30:00+01:00' })).toEqual({ start: '2031-01-10T13:00', end: '2031-01-10T18:30' });
    expect(toWallRange({ start: '2031-12-24', end: '2031-12-27' })).toEqual({ start: '2031-12-24T00:00', end: '2031-12-27T00:00' });
  });

  it('checks a typed range: both ends, end after start, at most 366 days', () => {
    expect(blockRangeError('2031-01-10T13:00', '2031-01-10T18:00')).toBeNull();
    expect(blockRangeError('', '2031-01-10T18:00')).toBe('block.errors.missing');
    expect(blockRangeError('2031-01-10T13:00', '2031-01-10T13:00')).toBe('block.errors.order');
    expect(blockRangeError('2031-01-10T13:00', '2031-01-10T12:00')).toBe('block.errors.order');
    expect(blockRangeError('2031-01-01T00:00', '2032-01-02T00:00')).toBeNull();
    expect(blockRangeError('2031-01-01T00:00', '2032-01-03T00:00')).toBe('block.errors.tooLong');
  });
});
