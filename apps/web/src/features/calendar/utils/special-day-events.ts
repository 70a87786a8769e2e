import { addDays } from '@chairly/shared/format';
import type { SpecialDay } from '@chairly/shared/settings/special-days';

/** A shaded stretch of a special day: FullCalendar background events, not editable, not clickable. */
export type ClosedEvent = { id: string; start: string; end: string; display: 'background'; className: string; title: string; extendedProps?: { closedFor: number } };

export const CLOSED_DAY_CLASS = 'chairly-closed-time';

/**
 * Issue #31.11: what a special day closes, as background events in wall times of her zone (the
 * calendar's zone): a closed day (or accepted holiday) whole, a day with its own hours outside them.
 * The title is the day's note (a holiday's name), shown in the month view. `memberId` (issue #34):
 * one member's own days, shaded in her column only (`extendedProps.closedFor`). Pure.
 */
export function toClosedEvents(days: readonly SpecialDay[], memberId?: number): ClosedEvent[] {
  const prefix = memberId === undefined ? 'closed' : `closed-${memberId}`;
  return days.flatMap((day) => {
    const next = addDays(day.date, 1);
    const base = { display: 'background' as const, className: CLOSED_DAY_CLASS, title: day.note, ...(memberId === undefined ? {} : { extendedProps: { closedFor: memberId } }) };
    if (day.closed || day.intervals.length === 0) return [{ id: `${prefix}-${day.date}`, start: `${day.date}T00:00`, end: `${next}T00:00`, ...base }];
    const sorted = [...day.intervals].sort((a, b) => a.startTime.localeCompare(b.startTime));
    const bounds = ['00:00', ...sorted.flatMap((i) => [i.startTime, i.endTime]), null];
    const gaps: ClosedEvent[] = [];
    for (let i = 0; i < bounds.length; i += 2) {
      const [from, to] = [bounds[i]!, bounds[i + 1] ?? null];
      const end = to === null ? `${next}T00:00` : `${day.date}T${to}`;
      if (`${day.date}T${from}` < end) gaps.push({ id: `${prefix}-${day.date}-${i / 2}`, start: `${day.date}T${from}`, end, ...base });
    }
    return gaps;
  });
}
