import { DEFAULT_OPEN_FROM, DEFAULT_OPEN_TO } from '@chairly/shared/constants';
import { openHoursRequestSchema, type OpenHourInput } from '@chairly/shared/settings/open-hours';
import { z } from 'zod';

export const openHoursFormSchema = z.object({ rows: openHoursRequestSchema });
export type OpenHoursForm = z.infer<typeof openHoursFormSchema>;

/** 00:00 … 23:00, the only values the from/to selects offer. */
export const HOUR_OPTIONS = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00`,
);

export const newOpenHourRow = (weekDay = 0): OpenHourInput => ({
  weekDay,
  startTime: DEFAULT_OPEN_FROM,
  endTime: DEFAULT_OPEN_TO,
});

/** The next day without a row, so "Add New" offers something useful; Monday when all are taken. */
export function nextFreeDay(rows: readonly Pick<OpenHourInput, 'weekDay'>[]): number {
  const used = new Set(rows.map((row) => row.weekDay));
  return [0, 1, 2, 3, 4, 5, 6].find((day) => !used.has(day)) ?? 0;
}
