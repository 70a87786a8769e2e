import type { InvitationLookup } from '@chairly/shared/members/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/member-invitations/{token} (issue #34, no sign-in): what the invitation page shows. */
export type MemberInvitationPreview = InvitationLookup;

export const memberInvitationQuery = (token: string) => ({
  queryKey: ['auth', 'member-invitation', token] as const,
  queryFn: () => apiFetch<MemberInvitationPreview>(`/api/member-invitations/${encodeURIComponent(token)}`),
  // 404 and 410 are answers, not hiccups: asking again would only repeat them.
  retry: false,
});

export function useMemberInvitation(token: string) {
  return useQuery(memberInvitationQuery(token));
}
