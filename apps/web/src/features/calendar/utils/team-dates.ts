import { addDays } from '@chairly/shared/format';

/** The views of the team's calendar (issue #34), FullCalendar's names. */
export type TeamView = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth' | 'listWeek';

/**
 * The day the columns open on after another view showed `range` (ISO with the zone's offset, end
 * exclusive, as FullCalendar reports it): today when it was in sight, else the first day of the
 * month shown (the month grid starts in the month before), else the range's first day. Pure.
 */
export function anchorDate(view: TeamView, range: { start: string; end: string }, today: string): string {
  const first = range.start.slice(0, 10);
  const last = addDays(range.end.slice(0, 10), -1);
  if (view === 'dayGridMonth') {
    // Two weeks into the grid is in the month shown (the grid starts at most six days before it).
    const month = addDays(first, 14).slice(0, 7);
    return today.slice(0, 7) === month ? today : `${month}-01`;
  }
  return today >= first && today <= last ? today : first;
}
