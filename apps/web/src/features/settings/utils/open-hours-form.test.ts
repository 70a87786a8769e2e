import { translateMessage } from '@chairly/shared/validation/message-token';
import { describe, expect, it } from 'vitest';
import { HOUR_OPTIONS, newOpenHourRow, nextFreeDay, openHoursFormSchema } from './open-hours-form';

function messages(rows: unknown[]) {
  const result = openHoursFormSchema.safeParse({ rows });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), translateMessage(issue.message)]),
  );
}

describe('open hours form', () => {
  it('offers whole hours 00:00 … 23:00 and defaults to 08:00–18:00', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect([HOUR_OPTIONS[0], HOUR_OPTIONS[23]]).toEqual(['00:00', '23:00']);
    expect(newOpenHourRow(3)).toEqual({ weekDay: 3, startTime: '08:00', endTime: '18:00' });
  });

  it("from must be earlier than to: the spec's message on 'to'", () => {
    expect(messages([{ weekDay: 0, startTime: '10:00', endTime: '10:00' }])).toEqual({
      'rows.0.endTime': "The start time must be earlier than the end time",
    });
    expect(messages([{ weekDay: 0, startTime: '11:00', endTime: '10:00' }])).toEqual({
      'rows.0.endTime': "The start time must be earlier than the end time",
    });
  });

  it('two rows on one day: a break is fine, an overlap is not', () => {
    const morning = { weekDay: 2, startTime: '09:00', endTime: '13:00' };
    expect(messages([morning, { weekDay: 2, startTime: '14:00', endTime: '19:00' }])).toEqual({});
    expect(messages([morning, { weekDay: 2, startTime: '12:00', endTime: '19:00' }])).toEqual({
      'rows.1.startTime': 'Open hours on the same day must not overlap',
    });
  });

  it('Add New picks the next day without hours', () => {
    expect(nextFreeDay([])).toBe(0);
    expect(nextFreeDay([{ weekDay: 0 }, { weekDay: 1 }, { weekDay: 3 }])).toBe(2);
    expect(nextFreeDay([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay })))).toBe(0);
  });
});
