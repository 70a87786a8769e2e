import { describe, expect, it } from 'vitest';
import { anchorDate } from './team-dates';

describe('the team’s day', () => {
  it('opens on today when the other view showed it, else on its first day (the month’s first for a month)', () => {
    const week = { start: '2031-03-10T00:00:00+01:00', end: '2031-03-17T00:00:00+01:00' };
    expect(anchorDate('timeGridWeek', week, '2031-03-12')).toBe('2031-03-12');
    expect(anchorDate('timeGridWeek', week, '2031-03-17')).toBe('2031-03-10');
    const april = { start: '2031-03-31T00:00:00+02:00', end: '2031-05-12T00:00:00+02:00' };
    expect(anchorDate('dayGridMonth', april, '2031-04-20')).toBe('2031-04-20');
    expect(anchorDate('dayGridMonth', april, '2031-03-31')).toBe('2031-04-01');
  });
});
