import { z } from 'zod';
import { hydraCollectionSchema } from '../hydra';
import { messageToken } from '../validation/message-token';
import { refineTimeRange, zWholeHour } from '../validation/zod-helpers';

export const OPEN_HOURS_OVERLAP_MESSAGE = 'Open hours on the same day must not overlap';
export const OPEN_HOURS_MAX_ROWS = 50;

/** One row of the Open hours tab: 0 Monday … 6 Sunday, whole hours, from earlier than to. */
export const openHourInputSchema = z
  .strictObject({
    weekDay: z
      .number({ error: messageToken('required', { _field_: 'Day' }) })
      .int()
      .min(0)
      .max(6),
    startTime: zWholeHour({ field: 'From' }),
    endTime: zWholeHour({ field: 'To' }),
  })
  .superRefine(refineTimeRange('startTime', 'endTime'));
export type OpenHourInput = z.infer<typeof openHourInputSchema>;

type Row = { weekDay: number; startTime: string; endTime: string };

/** Index pairs of rows on the same day whose [from, to) ranges intersect. */
export function overlappingOpenHours(rows: readonly Row[]): [number, number][] {
  const pairs: [number, number][] = [];
  rows.forEach((a, i) =>
    rows.slice(i + 1).forEach((b, offset) => {
      if (a.weekDay === b.weekDay && a.startTime < b.endTime && b.startTime < a.endTime) pairs.push([i, i + 1 + offset]);
    }),
  );
  return pairs;
}

/** POST /api/open_hours: the whole list, replacing the stored one. */
export const openHoursRequestSchema = z
  .array(openHourInputSchema)
  .max(OPEN_HOURS_MAX_ROWS)
  .superRefine((rows, ctx) => {
    for (const [, later] of overlappingOpenHours(rows)) {
      ctx.addIssue({ code: 'custom', path: [later, 'startTime'], message: OPEN_HOURS_OVERLAP_MESSAGE });
    }
  });
export type OpenHoursRequest = z.infer<typeof openHoursRequestSchema>;

export const openHourSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('OpenHours'),
  id: z.number().int(),
  weekDay: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type OpenHour = z.infer<typeof openHourSchema>;

export const openHoursCollectionSchema = hydraCollectionSchema(openHourSchema);
