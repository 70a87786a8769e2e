import { apiUrl, buildUrl } from './api-client';
import { reportAuthError } from './auth-errors';
import { clearAuthCookies, hasSessionHint, readFlag, storeFlag, storeTokens } from './cookies';
import { reloadSession } from './session';
import { decodeTokenClaims } from './token-claims';

export const REFRESH_PATH = '/oidc_refresh_stylist_token';
const SUBSCRIPTION_PATH = '/api/subscription/stylist';
/** Tabs of one origin refresh one after another (each still gets its own API token). */
const LOCK_NAME = 'chairly-refresh';
/**
 * A tab on another host may have rotated the cookie in the same moment: the server refuses the
 * spent one without ending the session, and the browser stores the successor as the sibling's
 * answer arrives. One more try after this pause sends the successor.
 */
const RACE_RETRY_MS = 500;

type RefreshBody = { success: true; userToken: string };

function isRefreshBody(value: unknown): value is RefreshBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return body.success === true && typeof body.userToken === 'string';
}

/** The refresh call: the HttpOnly cookie is the credential (the browser sends it; no script sees it). */
async function postRefresh(): Promise<RefreshBody | null> {
  const response = await fetch(apiUrl(REFRESH_PATH), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = response.ok ? await response.json() : null;
  return isRefreshBody(body) ? body : null;
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

/** Signs out on this device: token and cookies gone, every subscriber sees a signed-out session. */
export function endLocalSession(): void {
  clearAuthCookies();
  reloadSession();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(LOCK_NAME, run) as Promise<T>) : run();
}

async function attempt(): Promise<RefreshBody | null> {
  try {
    const body = await withLock(postRefresh);
    // Refused, but the server left the session's hint: a sibling tab's rotation is landing.
    if (body || !hasSessionHint()) return body;
    await pause(RACE_RETRY_MS);
    return await withLock(postRefresh);
  } catch {
    return null; // A network failure ends the session like a refused refresh (docs/product.md §8).
  }
}

async function runRefresh(): Promise<boolean> {
  const body = await attempt();
  if (body) {
    storeTokens(body);
    const claims = decodeTokenClaims(body.userToken);
    if (claims?.subdomain) storeFlag('isRegistered', true);
    if (claims?.stylistId) await restoreSubscriptionFlag(body.userToken).catch(() => undefined);
    reloadSession();
    return true;
  }
  endLocalSession();
  void reportAuthError('refresh');
  return false;
}

let inflight: Promise<boolean> | null = null;

/**
 * One shared token refresh (docs/product.md §4): concurrent callers wait on the same request; answers whether
 * a new API token is stored. A failure signs the user out with 'unable to refresh token'.
 */
export function refreshApiToken(): Promise<boolean> {
  inflight ??= runRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}
