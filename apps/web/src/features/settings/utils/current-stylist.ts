import { COOKIE_NAMES } from '@chairly/shared/constants';

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/**
 * The signed-in stylist's id from the API token's claims (SPEC §3: stylistId, subdomain, roles).
 * Read only to address `/api/stylists/{id}`; the server checks the token itself.
 */
export function stylistIdFromToken(
  token: string | null = readCookie(COOKIE_NAMES.apiToken),
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
