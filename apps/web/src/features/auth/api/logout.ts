import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/logout: revokes the refresh token's family (a missing token is a no-op). */
export const revokeSession = (refreshToken: string | null) =>
  apiFetch<void>('/api/auth/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
  });
