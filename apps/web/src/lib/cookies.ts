import {
  COOKIE_NAMES,
  COOKIE_TTL_SECONDS,
  REFRESH_COOKIE_TTL_SECONDS,
} from '@chairly/shared/constants';

/** Where the session cookies live: every host of the deployment (DESIGN §6, SPEC §9). */
type CookieScope = { baseDomain: string | null; secure: boolean };

let scope: CookieScope = { baseDomain: null, secure: false };

export function configureCookies(next: CookieScope): void {
  scope = next;
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

function attributes(maxAgeSeconds: number): string {
  return [
    `Max-Age=${maxAgeSeconds}`,
    'Path=/',
    scope.baseDomain ? `Domain=${scope.baseDomain}` : '',
    'SameSite=Lax',
    scope.secure ? 'Secure' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(maxAgeSeconds)}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; ${attributes(0)}`;
}

export type StoredTokens = { userToken: string; refreshToken?: string | null };

/** Stores the API token (2 h) and, for stylists, the refresh token (48 h). */
export function storeTokens({ userToken, refreshToken }: StoredTokens): void {
  writeCookie(COOKIE_NAMES.apiToken, userToken, COOKIE_TTL_SECONDS);
  if (refreshToken)
    writeCookie(COOKIE_NAMES.refreshToken, refreshToken, REFRESH_COOKIE_TTL_SECONDS);
  else if (refreshToken === null) deleteCookie(COOKIE_NAMES.refreshToken);
}

export function storeFlag(name: 'isRegistered' | 'isSubscribed', value: boolean): void {
  writeCookie(COOKIE_NAMES[name], String(value), COOKIE_TTL_SECONDS);
}

export function readFlag(name: 'isRegistered' | 'isSubscribed'): boolean | null {
  const value = readCookie(COOKIE_NAMES[name]);
  return value === null ? null : value === 'true';
}

export function clearAuthCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
}
