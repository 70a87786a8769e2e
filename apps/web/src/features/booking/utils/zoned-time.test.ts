import { describe, expect, it } from 'vitest';
import { addDays, todayIn, wallTimeToIso, weekDayOf } from './zoned-time';

describe('wallTimeToIso', () => {
  it('adds the winter and summer offsets of Berlin', () => {
    expect(wallTimeToIso('2026-01-15', '09:00', 'Europe/Berlin')).toBe('2026-01-15T09:00:00+01:00');
    expect(wallTimeToIso('2026-07-15', '09:15', 'Europe/Berlin')).toBe('2026-07-15T09:15:00+02:00');
  });

  it('uses the offset of the day itself on a spring-forward day', () => {
    // Berlin moves from 02:00 to 03:00 on 2026-03-29.
    expect(wallTimeToIso('2026-03-29', '01:45', 'Europe/Berlin')).toBe('2026-03-29T01:45:00+01:00');
    expect(wallTimeToIso('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
    expect(wallTimeToIso('2026-03-29', '02:30', 'Europe/Berlin')).toBeNull();
  });

  it('takes the first occurrence of a repeated fall-back wall time', () => {
    // Berlin moves from 03:00 back to 02:00 on 2026-10-25: 02:30 happens at +02:00 first.
    expect(wallTimeToIso('2026-10-25', '02:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
    expect(wallTimeToIso('2026-10-25', '03:30', 'Europe/Berlin')).toBe('2026-10-25T03:30:00+01:00');
  });

  it('handles zones west of UTC across their own DST change', () => {
    expect(wallTimeToIso('2026-03-08', '09:00', 'America/New_York')).toBe(
      '2026-03-08T09:00:00-04:00',
    );
    expect(wallTimeToIso('2026-03-07', '09:00', 'America/New_York')).toBe(
      '2026-03-07T09:00:00-05:00',
    );
    expect(wallTimeToIso('2026-11-01', '01:30', 'America/New_York')).toBe(
      '2026-11-01T01:30:00-04:00',
    );
  });

  it('names the same instant the wall time names', () => {
    const iso = wallTimeToIso('2026-10-25', '10:00', 'Europe/Lisbon') as string;
    expect(iso).toBe('2026-10-25T10:00:00+00:00');
    expect(new Date(iso).toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(wallTimeToIso('2026-10', '10:00', 'UTC')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('reads today in the stylist zone, not the browser zone', () => {
    const lateEvening = Date.parse('2026-01-15T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-01-16');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-01-15');
  });

  it('adds days across month ends and names week days Monday first', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(weekDayOf('2026-01-12')).toBe(0);
    expect(weekDayOf('2026-01-18')).toBe(6);
  });
});
