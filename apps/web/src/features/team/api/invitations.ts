import type {
  CreateInvitationRequest,
  CreatedInvitation,
  MemberInvitationList,
} from '@chairly/shared/members/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/members/invitations: the open invitations (the owner only). */
export function useInvitations() {
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: () => apiFetch<MemberInvitationList>('/api/members/invitations', { auth: true }),
  });
}

/** POST /api/members/invitations: the server e-mails the link; a new one replaces an open one to the same address. */
export function useInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvitationRequest) =>
      apiFetch<CreatedInvitation>('/api/members/invitations', { method: 'POST', body, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}

/** DELETE /api/members/invitations/{id}: the link stops working at once. */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/members/invitations/${id}`, { method: 'DELETE', auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.invitations() }),
  });
}
