import { describe, expect, it } from 'vitest';
import { anchorDate, shiftDate, todayIn } from './team-dates';

describe('the team’s day', () => {
  it('today is the business zone’s date', () => {
    const instant = Date.parse('2031-03-10T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2031-03-11');
    expect(todayIn('America/New_York', instant)).toBe('2031-03-10');
  });

  it('the arrows go a day back or forward, across months', () => {
    expect(shiftDate('2031-03-31', 1)).toBe('2031-04-01');
    expect(shiftDate('2031-03-01', -1)).toBe('2031-02-28');
  });

  it('opens on today when the other view showed it, else on its first day (the month’s first for a month)', () => {
    const week = { start: '2031-03-10T00:00:00+01:00', end: '2031-03-17T00:00:00+01:00' };
    expect(anchorDate('timeGridWeek', week, '2031-03-12')).toBe('2031-03-12');
    expect(anchorDate('timeGridWeek', week, '2031-03-17')).toBe('2031-03-10');
    const april = { start: '2031-03-31T00:00:00+02:00', end: '2031-05-12T00:00:00+02:00' };
    expect(anchorDate('dayGridMonth', april, '2031-04-20')).toBe('2031-04-20');
    expect(anchorDate('dayGridMonth', april, '2031-03-31')).toBe('2031-04-01');
  });
});
