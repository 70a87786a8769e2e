import type { MemberRole } from '@chairly/shared/constants';

/**
 * The parts of the back office a member's role may use (issue #34, the lead's contract; D62). The
 * menus, the settings tabs and the route guard only hide what her role cannot use: the API's 403 is
 * the real guard, so this table may lag behind it without opening anything.
 */
export const MEMBER_AREAS = {
  /** The dashboard's statistics and takings. */
  statistics: ['owner', 'manager'],
  /** Plans, the subscription and its settings tab. */
  billing: ['owner'],
  /** The payment account (payouts) tab. */
  payouts: ['owner'],
  /** The Team tab: managers read it, only the owner changes it. */
  team: ['owner', 'manager'],
  teamManagement: ['owner'],
  /** API keys, webhooks and the data export. */
  integrations: ['owner'],
  /** Review moderation. */
  reviews: ['owner', 'manager'],
  /** The business's waitlist (members in it: stage 2). */
  waitlist: ['owner', 'manager'],
  /** The business's messages and its private calendar feed (a feed per member: stage 2). */
  messages: ['owner', 'manager'],
} as const satisfies Record<string, readonly MemberRole[]>;

export type MemberArea = keyof typeof MEMBER_AREAS;

/** Whether a role may use an area; `null` (no member role: a customer or nobody) may use none. */
export function mayUse(role: MemberRole | null, area: MemberArea): boolean {
  return role !== null && (MEMBER_AREAS[area] as readonly MemberRole[]).includes(role);
}
