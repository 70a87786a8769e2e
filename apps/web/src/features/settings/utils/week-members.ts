import type { MemberRole } from '@chairly/shared/constants';

type TeamMember = { id: number; name: string; role: MemberRole; active: boolean };

/**
 * Issue #34 stage 2 (D63): whose week the Open hours tab shows. Owners and managers choose among
 * the active members (herself first by default); staff see only their own, and a business with one
 * member shows no choice (the tab looks as before). Pure.
 */
export function weekChoices(members: readonly TeamMember[], role: MemberRole | null): TeamMember[] {
  if (role !== 'owner' && role !== 'manager') return [];
  const active = members.filter((m) => m.active);
  return active.length > 1 ? active : [];
}

/** The signed-in member's id: her token's, else (an owner's older token) the owner's row. */
export function ownMemberOf(
  members: readonly TeamMember[],
  role: MemberRole | null,
  tokenMemberId: number | null,
): number | null {
  if (tokenMemberId !== null) return tokenMemberId;
  return role === 'owner' ? (members.find((m) => m.role === 'owner')?.id ?? null) : null;
}

export type WeekTarget = {
  /** `?member=` of the week's calls; undefined: her own (the calls as they always were). */
  member: number | undefined;
  /** The owner's rules are the business's (saved on her profile). */
  business: boolean;
  /** Her own days (`member`, or undefined for staff: theirs) beside the salon's; the id to name them by. */
  id: number | null;
};

/** The calls' target for the chosen member (null: herself). */
export function weekTarget(
  chosen: number | null,
  ownId: number | null,
  members: readonly TeamMember[],
  role: MemberRole | null,
): WeekTarget {
  const member = chosen !== null && chosen !== ownId ? chosen : undefined;
  const business =
    member === undefined
      ? role === 'owner'
      : members.find((m) => m.id === member)?.role === 'owner';
  return { member, business, id: member ?? ownId };
}
