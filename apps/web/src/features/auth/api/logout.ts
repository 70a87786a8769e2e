import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/logout: the API revokes the session the API token names (its refresh tokens and
 * every API token it issued) and clears the session cookies. Without a token it only clears them.
 */
export const revokeSession = (userToken: string | null) =>
  apiFetch<void>('/api/auth/logout', {
    method: 'POST',
    ...(userToken ? { auth: true } : {}),
  });
