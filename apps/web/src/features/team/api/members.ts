import type { Member, MemberList, MemberPatchRequest } from '@chairly/shared/members/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/members: the business's members, the owner first (issue #34). */
export function useMembers() {
  return useQuery({
    queryKey: teamKeys.members(),
    queryFn: () => apiFetch<MemberList>('/api/members', { auth: true }),
  });
}

/** PATCH /api/members/{id}: a role, or switching a member off and on again (the owner only). */
export function useUpdateMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: MemberPatchRequest & { id: number }) =>
      apiFetch<Member>(`/api/members/${id}`, { method: 'PATCH', body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.members() }),
  });
}
