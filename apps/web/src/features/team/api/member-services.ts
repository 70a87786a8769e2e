import type { MemberServiceList, MemberServicesRequest } from '@chairly/shared/members/week';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './keys';

/** GET /api/members/{id}/services: every service as the member performs it (issue #34 stage 2). */
export function useMemberServices(id: number | null) {
  return useQuery({
    queryKey: teamKeys.services(id ?? 0),
    queryFn: () => apiFetch<MemberServiceList>(`/api/members/${id}/services`, { auth: true }),
    enabled: id !== null,
  });
}

/** PUT /api/members/{id}/services: what she performs, her own duration and price (owners and managers). */
export function useSaveMemberServices(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberServicesRequest) =>
      apiFetch<MemberServiceList>(`/api/members/${id}/services`, {
        method: 'PUT',
        body,
        auth: true,
      }),
    onSuccess: (list) => {
      client.setQueryData(teamKeys.services(id), list);
      return client.invalidateQueries({ queryKey: teamKeys.members() });
    },
  });
}
