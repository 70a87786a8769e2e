import { describe, expect, it } from 'vitest';
import { createScheduleReader } from './schedule';

describe('createScheduleReader', () => {
  it('gives the engine her zone, hours and special days with her rules, the defaults where she set none', async () => {
    const asked: unknown[] = [];
    const openHours = [{ weekDay: 0, startHour: 9, endHour: 17 }];
    const specialDays = [{ date: '2026-12-24', intervals: [] }];
    const read = createScheduleReader(
      {
        schedule: async (...args) => {
          asked.push(args);
          return { timeZone: 'Europe/Berlin', openHours, bookingRules: { minNoticeMinutes: 30, horizonDays: null, slotStepMinutes: null }, specialDays };
        },
      },
      { minNoticeMinutes: 120, horizonDays: 90, slotStepMinutes: 15 },
    );
    expect(await read(7, '2026-12-01', '2026-12-31')).toEqual({
      timeZone: 'Europe/Berlin',
      openHours,
      rules: { minNoticeMinutes: 30, horizonDays: 90, stepMinutes: 15, specialDays },
    });
    expect(asked).toEqual([[7, '2026-12-01', '2026-12-31']]);
  });
});
