import { COOKIE_NAMES } from '@chairly/shared/constants';
import { apiUrl, buildUrl } from './api-client';
import { reportAuthError } from './auth-errors';
import { clearAuthCookies, readCookie, readFlag, storeFlag, storeTokens } from './cookies';
import { reloadSession } from './session';
import { decodeTokenClaims } from './token-claims';

export const REFRESH_PATH = '/oidc_refresh_stylist_token';
const SUBSCRIPTION_PATH = '/api/subscription/stylist';

type RefreshBody = { success: true; userToken: string; refreshToken: string };

function isRefreshBody(value: unknown): value is RefreshBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    body.success === true &&
    typeof body.userToken === 'string' &&
    typeof body.refreshToken === 'string'
  );
}

async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok ? response.json() : null;
}

/** The subscription flag lives 2 h like the token: after a long pause it is read again. */
async function restoreSubscriptionFlag(userToken: string): Promise<void> {
  if (readFlag('isSubscribed') !== null) return;
  const response = await fetch(apiUrl(buildUrl(SUBSCRIPTION_PATH)), {
    credentials: 'include',
    headers: { Accept: 'application/json', Authorization: `Bearer ${userToken}` },
  });
  if (!response.ok) return;
  const body: unknown = await response.json();
  const status = (body as { status?: unknown } | null)?.status;
  storeFlag('isSubscribed', status === 'active');
}

/** Signs out on this device: cookies gone, every subscriber sees a signed-out session. */
export function endLocalSession(): void {
  clearAuthCookies();
  reloadSession();
}

async function runRefresh(): Promise<boolean> {
  const refreshToken = readCookie(COOKIE_NAMES.refreshToken);
  try {
    const body = refreshToken ? await postJson(REFRESH_PATH, { refreshToken }) : null;
    if (isRefreshBody(body)) {
      storeTokens(body);
      const claims = decodeTokenClaims(body.userToken);
      if (claims?.subdomain) storeFlag('isRegistered', true);
      await restoreSubscriptionFlag(body.userToken).catch(() => undefined);
      reloadSession();
      return true;
    }
  } catch {
    // A network failure ends the session like a refused refresh (SPEC §8).
  }
  // Another tab (possibly on another subdomain, sharing the cookies) may have rotated the token
  // a moment earlier: the server refuses the spent one, but this browser already holds the successor.
  const current = readCookie(COOKIE_NAMES.refreshToken);
  if (current && current !== refreshToken && readCookie(COOKIE_NAMES.apiToken)) {
    reloadSession();
    return true;
  }
  endLocalSession();
  void reportAuthError('refresh');
  return false;
}

let inflight: Promise<boolean> | null = null;

/**
 * One shared token refresh (SPEC §4): concurrent callers wait on the same request; answers whether
 * a new API token is stored. A failure signs the user out with 'unable to refresh token'.
 */
export function refreshApiToken(): Promise<boolean> {
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}
