import { describe, expect, it } from 'vitest';
import { formatInZone } from '../availability/index';
import { toCalendarAppointment, zonedIsoFormatter } from './calendar-view';

const MINUTE_MS = 60_000;

describe('the calendar’s times (issue #33, D55)', () => {
  // Zones with changes of an hour, of half an hour (Lord Howe), at odd offsets (Kathmandu, St. John's),
  // west and east of UTC, and one change of the date line (Apia, December 2011).
  const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Apia', 'UTC'];

  it('writes every time as formatInZone does, across every change of offset of two years, every 30 minutes', () => {
    for (const timeZone of zones) {
      const iso = zonedIsoFormatter(timeZone);
      const differences: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 30 * MINUTE_MS) {
        if (iso(t) !== formatInZone(t, timeZone)) differences.push(`${new Date(t).toISOString()}: ${iso(t)} ≠ ${formatInZone(t, timeZone)}`);
      }
      expect(differences, timeZone).toEqual([]);
    }
  });

  it('writes times at odd minutes and seconds as formatInZone does, over the days around a change and around 1970', () => {
    const STEP_MS = (7 * 60 + 13) * 1000;
    const spans = [Date.UTC(2026, 2, 25), Date.UTC(2026, 9, 21), Date.UTC(2011, 11, 26), 0];
    for (const timeZone of zones) {
      const iso = zonedIsoFormatter(timeZone);
      for (const from of spans) {
        for (let t = from; t < from + 10 * 24 * 60 * MINUTE_MS; t += STEP_MS) expect(iso(t), `${timeZone} ${t}`).toBe(formatInZone(t, timeZone));
      }
    }
  });

  it('writes times of the hour of a change, odd seconds and early years exactly, twice in a row', () => {
    const samples = [Date.UTC(2011, 11, 29, 10, 0, 0), Date.UTC(2026, 2, 29, 1, 0, 0), Date.UTC(2026, 2, 29, 0, 59, 59), Date.UTC(2026, 9, 25, 0, 30, 0), 1_234, -86_400_000, Date.UTC(2026, 2, 29, 1, 0, 0, 500)];
    for (const timeZone of zones) {
      const iso = zonedIsoFormatter(timeZone);
      for (const t of [...samples, ...samples]) expect(iso(t), `${timeZone} ${t}`).toBe(formatInZone(t, timeZone));
    }
  });

  it('a row: processing windows (left out when none) from a service with processing time, as the detail computes them', () => {
    const iso = zonedIsoFormatter('Europe/Berlin');
    const start = Date.UTC(2030, 4, 6, 8, 0);
    const row = {
      id: 7,
      state: 'booked' as const,
      startsAt: start,
      endsAt: start + 120 * MINUTE_MS,
      amountCents: 12_345,
      note: '',
      customer: null,
      seriesId: null,
      memberId: 3,
      memberName: 'Dana',
      services: [
        { id: 1, name: 'Colour', duration: 90, buffer: 0, processingStart: 30, processing: 45 },
        { id: 2, name: 'Cut', duration: 30, buffer: 0, processingStart: 0, processing: 0 },
      ],
    };
    expect(toCalendarAppointment(row, iso, 'EUR')).toEqual({
      id: 7,
      state: 'booked',
      startsAt: '2030-05-06T10:00:00+02:00',
      endsAt: '2030-05-06T12:00:00+02:00',
      amount: 123.45,
      currency: 'EUR',
      note: '',
      customer: null,
      services: [
        { id: 1, name: 'Colour' },
        { id: 2, name: 'Cut' },
      ],
      processing: [{ startsAt: '2030-05-06T10:30:00+02:00', endsAt: '2030-05-06T11:15:00+02:00' }],
      memberId: 3,
      memberName: 'Dana',
    });
    const plain = toCalendarAppointment({ ...row, services: [row.services[1]!], seriesId: 4 }, iso, 'JPY');
    expect(plain).toMatchObject({ seriesId: 4, amount: 12_345, currency: 'JPY' });
    expect(plain).not.toHaveProperty('processing');
  });
});
