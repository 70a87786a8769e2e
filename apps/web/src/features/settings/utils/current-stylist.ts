import { readApiToken } from '@/lib/cookies';

/**
 * The signed-in stylist's id from the API token's claims (docs/product.md §3: stylistId, subdomain, roles).
 * Read only to address `/api/stylists/{id}`; the server checks the token itself.
 */
export function stylistIdFromToken(
  token: string | null = readApiToken(),
): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    const id = (claims as { stylistId?: unknown }).stylistId;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}
