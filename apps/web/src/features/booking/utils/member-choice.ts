/**
 * Issue #34, "with whom": what the booking calls send for the customer's choice of member. A
 * business with one bookable member sends nothing new, so its calls stay as they were before teams.
 */

/** The availability call's `member`: `any` (anyone available) or a member's id. */
export type MemberParam = number | 'any';

type Listed = { id: number };

/**
 * The `member` to send: none while the business has at most one bookable member (or her list is not
 * known), else the chosen member while she is still listed, else `any`.
 */
export function memberParamOf(members: readonly Listed[] | undefined, chosen: number | null): MemberParam | undefined {
  if (!members || members.length < 2) return undefined;
  return chosen !== null && members.some((member) => member.id === chosen) ? chosen : 'any';
}

/** The writes' `memberId`: only for a member chosen by name (absent = anyone available). */
export function memberIdOf(param: MemberParam | undefined): { memberId?: number } {
  return typeof param === 'number' ? { memberId: param } : {};
}

/**
 * Whether a booking names its member: when the business has more than one bookable member, or the
 * booking is with someone other than its one listed member (she no longer takes online bookings).
 * A one-member business never does, as before teams.
 */
export function namesMember(members: readonly Listed[] | undefined, memberId: number | undefined): boolean {
  if (!members || memberId === undefined) return false;
  return members.length > 1 || !members.some((member) => member.id === memberId);
}
