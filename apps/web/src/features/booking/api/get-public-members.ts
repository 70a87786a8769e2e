import type { PublicMember, PublicMemberList } from '@chairly/shared/members/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * Issue #34: the business's members who take online bookings, in its order (owner first). More than
 * one → the booking flow asks "with whom"; one → it looks as it did before teams.
 */
export const publicMembersQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.members(),
    queryFn: async (): Promise<PublicMember[]> => (await apiFetch<PublicMemberList>('/api/public/members'))['hydra:member'],
    staleTime: 5 * 60_000,
  });

export function usePublicMembers() {
  return useQuery(publicMembersQueryOptions());
}
