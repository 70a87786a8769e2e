import { appointmentsKeys } from '@/features/appointments';
import { rangeKey, type VisibleRange } from '../utils/range-query';

/** Range queries sit under the `appointments` root, so changes made on the detail screen refresh the calendar too. */
export const calendarKeys = {
  ranges: () => [...appointmentsKeys.all(), 'range'] as const,
  /** `member`: one member's range (issue #34, the week's filter); absent, everyone's the caller may see. */
  range: (range: VisibleRange, member?: number) => [...appointmentsKeys.all(), 'range', rangeKey(range), ...(member === undefined ? [] : [{ member }])] as const,
  openHours: () => ['open-hours'] as const,
  services: () => ['calendar', 'services'] as const,
  customers: (search: string) => ['customers', 'list', 'calendar-search', search] as const,
};
