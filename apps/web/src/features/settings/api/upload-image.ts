import type { StylistImageResponse } from '@chairly/shared/settings/images';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './keys';

export type StylistImageKind = 'profile' | 'background';

const PATHS: Record<StylistImageKind, string> = {
  profile: '/api/stylist-profile-img-update/',
  background: '/api/stylist-bg-img-update/',
};

export function uploadStylistImage(kind: StylistImageKind, subdomain: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<StylistImageResponse>(`${PATHS[kind]}${encodeURIComponent(subdomain)}`, {
    method: 'POST',
    body,
    auth: true,
  });
}

export function useUploadStylistImage(
  stylistId: number,
  subdomain: string,
  kind: StylistImageKind,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadStylistImage(kind, subdomain, file),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKeys.stylist(stylistId) }),
  });
}
