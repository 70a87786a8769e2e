import { describe, expect, it } from 'vitest';
import { bookingIcs } from './ics';

describe('bookingIcs', () => {
  it('writes the booking as a UTC calendar event', () => {
    const ics = bookingIcs({
      uuid: 'u1',
      startsAt: '2026-07-15T09:15:00+02:00',
      endsAt: '2026-07-15T10:00:00+02:00',
      title: 'Cut, Colour',
      location: 'Berlin',
    });
    expect(ics).toContain('DTSTART:20260715T071500Z');
    expect(ics).toContain('DTEND:20260715T080000Z');
    expect(ics).toContain('SUMMARY:Cut\\, Colour');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});
