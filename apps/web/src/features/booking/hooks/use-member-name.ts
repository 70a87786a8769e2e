import { usePublicMembers } from '../api/get-public-members';
import { namesMember } from '../utils/member-choice';

/** Issue #34: the name of a booking's member where it is worth saying (a team), else undefined. */
export function useMemberName(booking: { memberId?: number; memberName?: string } | null | undefined): string | undefined {
  const members = usePublicMembers().data;
  return booking?.memberName && namesMember(members, booking.memberId) ? booking.memberName : undefined;
}
