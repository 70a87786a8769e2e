import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { BlockedTime } from '@chairly/shared/blocked-times/contracts';
import type { MemberRole } from '@chairly/shared/constants';

/** A member as the calendar shows her: a column of the day, an entry of the filter (issue #34). */
export type CalendarMember = { id: number; name: string; photo: string | null };
type ListedMember = CalendarMember & { active: boolean; seesTeamCalendar: boolean };

/** The week's member filter: everyone's appointments, or one member's. */
export type MemberFilter = 'all' | number;

/**
 * Whose calendar the signed-in member sees, in the list's order (position, then id): owners and
 * managers every active member; staff only herself, unless the owner lets her see the team's.
 * More than one: the team's calendar (columns, filter); one: the calendar as a single stylist has it.
 */
export function visibleMembers(members: readonly ListedMember[], role: MemberRole | null, ownId: number | null): CalendarMember[] {
  const active = members.filter((m) => m.active);
  const pick = (list: readonly ListedMember[]) => list.map(({ id, name, photo }) => ({ id, name, photo }));
  if (role !== 'staff') return pick(active);
  const own = members.find((m) => m.id === ownId);
  if (!own) return [];
  return own.seesTeamCalendar ? pick(active) : pick([own]);
}

type MemberEvent = { extendedProps?: { appointment?: CalendarAppointment; blockedTime?: BlockedTime; closedFor?: number } };

/** The member an event belongs to (an appointment's, a blocked time's, her own closed day's); null for the salon's (a closed day). */
export function memberOfEvent(event: object): number | null {
  const { extendedProps } = event as MemberEvent;
  return extendedProps?.appointment?.memberId ?? extendedProps?.blockedTime?.memberId ?? extendedProps?.closedFor ?? null;
}

/** One member's column (or filter): her appointments and blocked time, and the salon's closed days. */
export function eventsOfMember<E extends object>(events: readonly E[], memberId: number): E[] {
  return events.filter((event) => {
    const owner = memberOfEvent(event);
    return owner === null || owner === memberId;
  });
}

/** The filter as the select's value and back ("all" or a member's id). */
export const filterValue = (filter: MemberFilter): string => String(filter);
export function parseFilter(value: string, members: readonly CalendarMember[]): MemberFilter {
  const id = Number(value);
  return members.some((m) => m.id === id) ? id : 'all';
}

const DEFAULT_FIRST_SLOT = '07:00';

/**
 * The first hour the day's columns show: 07:00, or the hour of an earlier appointment or blocked
 * time that day (columns grow to their full height and share one scroller, so none hides a row).
 * `date`: yyyy-MM-dd; times are ISO with the zone's offset (their wall time is as written). Pure.
 */
export function firstSlot(events: readonly { start: string; end: string }[], date: string): string {
  let first = DEFAULT_FIRST_SLOT;
  for (const { start, end } of events) {
    if (end.slice(0, 10) < date || start.slice(0, 10) > date) continue;
    if (start.slice(0, 10) < date) return '00:00';
    const hour = `${start.slice(11, 13)}:00`;
    if (hour < first) first = hour;
  }
  return first;
}
