import type { MemberRole } from '@chairly/shared/constants';

type ListedMember = { id: number; name: string; active: boolean; seesTeamCalendar: boolean };

/**
 * Issue #34 (D68): the members a list (appointments, customers) can be narrowed to, in the list's
 * order: every active member for owners and managers; for staff the team only when the owner lets
 * her see it (otherwise her lists are hers alone). Fewer than two: no filter to show. Pure.
 */
export function filterableMembers(members: readonly ListedMember[], role: MemberRole | null, ownId: number | null): { id: number; name: string }[] {
  const active = members.filter((m) => m.active).map(({ id, name }) => ({ id, name }));
  if (role !== 'staff') return active;
  return members.some((m) => m.id === ownId && m.seesTeamCalendar) ? active : [];
}

/** The filter as kept in the URL (`member={id}`): a positive id, or null for everyone. */
export function parseMemberParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
