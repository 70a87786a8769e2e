import { AppError } from '@chairly/shared';
import { performedBy, type CopiedService, type TeamMembers } from '../appointments-core/index';
import type { Tx } from '../../db/transactions';

type WriteHook = (tx: Tx, appointmentId: number) => Promise<void>;

const NOT_A_MEMBER = 'Choose a member of your team';
const INACTIVE = 'This member is not active.';

/** A staff member's own access turned off (stage 1's answer, D60): she is no longer of the business. */
const selfInactive = () => new AppError('FORBIDDEN', 'Your access to this business has been turned off.', undefined, 'member_inactive');

/**
 * Issue #34 (D64): the member of the stylist's own writes (one appointment, a series, a reassign).
 * Any active member of the business, online bookings or not, who performs the chosen services; no
 * open hours are asked (the stylist's own calendar, as before members). `self`: the staff member
 * writing, whose own access turned off answers 403 as in stage 1.
 */
export function memberChecks(team: TeamMembers) {
  return {
    /** `memberId` null: the owner. Her id and the services at her own durations and prices (422: not hers to do). */
    async performing(stylistId: number, memberId: number | null, services: readonly CopiedService[], self?: number) {
      const member = await team.member(stylistId, memberId, services.map((s) => s.id));
      if (!member) throw new AppError('BUSINESS_RULE', NOT_A_MEMBER, { memberId: NOT_A_MEMBER });
      if (!member.active) throw member.id === self ? selfInactive() : new AppError('BUSINESS_RULE', INACTIVE, { memberId: INACTIVE });
      return { member: member.id, isOwner: member.role === 'owner', ...performedBy(services, member.services) };
    },

    /**
     * The write's hook, run under the business's write lock that a deactivation also takes: the
     * member is still active, else nothing is written (her deactivation won the race).
     */
    whileActive(member: { member: number; isOwner: boolean }, self: number | undefined, hook?: WriteHook): WriteHook | undefined {
      // The owner is always active (migration 0034): nothing to read, as before members.
      if (member.isOwner) return hook;
      const memberId = member.member;
      return async (tx, appointmentId) => {
        if (!(await team.isActive(tx, memberId))) throw memberId === self ? selfInactive() : new AppError('CONFLICT', INACTIVE);
        await hook?.(tx, appointmentId);
      };
    },
  };
}
export type MemberChecks = ReturnType<typeof memberChecks>;
