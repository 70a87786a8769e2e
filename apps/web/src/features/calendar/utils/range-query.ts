/** The visible range as FullCalendar reports it (ISO with the stylist's offset; `end` exclusive). */
export type VisibleRange = { start: string; end: string };

/** GET /api/appointments query for a visible range: `startsAt[after]` inclusive, `startsAt[strictly_before]` exclusive. */
export function rangeToQuery(range: VisibleRange): Record<string, string> {
  return { 'startsAt[after]': range.start, 'startsAt[strictly_before]': range.end };
}

/** Query key part of a range: its real instants, so the same range named with another offset shares a cache entry. */
export function rangeKey(range: VisibleRange): { after: number; before: number } {
  return { after: Date.parse(range.start), before: Date.parse(range.end) };
}
