import { COOKIE_NAMES, COOKIE_TTL_SECONDS } from '@chairly/shared/constants';
import { readCookie as readCookieFrom } from '@chairly/shared/cookies';

/** Where the session cookies live: every host of the deployment (docs/architecture.md §6, docs/product.md §9). */
type CookieScope = { baseDomain: string | null; secure: boolean };

let scope: CookieScope = { baseDomain: null, secure: false };

export function configureCookies(next: CookieScope): void {
  scope = next;
}

/** One of this page's cookies (the shared reader over `document.cookie`). */
export function readCookie(name: string): string | null {
  return readCookieFrom(document.cookie, name);
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

export type StoredTokens = { userToken: string };

/**
 * The API token is kept per tab, in this origin's sessionStorage (issue #28): no page script on
 * another subdomain can read it, no request carries it unasked (a cookie went to every host), and
 * it dies with the tab, with sign-out (the server revokes its session) and after 2 h. Memory alone
 * would cost a refresh on every page load; a tab arriving on another host gets one from the refresh
 * call, whose HttpOnly cookie only the server sets and no script can read.
 */
const TOKEN_KEY = 'chairly.apiToken';
let apiToken: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Storage can be switched off; the token then lives in memory only.
  }
}

export function storeTokens({ userToken }: StoredTokens): void {
  apiToken = userToken;
  try {
    storage()?.setItem(TOKEN_KEY, userToken);
  } catch {
    // Full or refused: memory still holds it for this page.
  }
}

export function readApiToken(): string | null {
  // Signed out on another host or tab: the server cleared the hint with the refresh cookie (on the
  // whole domain), and a token this tab kept is no session any more (its API calls would get 401).
  if (!hasSessionHint()) {
    if (apiToken !== null || storage()?.getItem(TOKEN_KEY)) forgetApiToken();
    return null;
  }
  if (apiToken === null) apiToken = storage()?.getItem(TOKEN_KEY) ?? null;
  return apiToken;
}

function forgetApiToken(): void {
  apiToken = null;
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The server's `signed_in` hint (no secret) beside its refresh cookie: a refresh is worth trying. */
export function hasSessionHint(): boolean {
  return readCookie(COOKIE_NAMES.signedIn) === '1';
}

export function storeFlag(name: 'isRegistered' | 'isSubscribed', value: boolean): void {
  writeCookie(COOKIE_NAMES[name], String(value), COOKIE_TTL_SECONDS);
}

export function readFlag(name: 'isRegistered' | 'isSubscribed'): boolean | null {
  const value = readCookie(COOKIE_NAMES[name]);
  return value === null ? null : value === 'true';
}

/**
 * Forgets the session in this tab: the API token, the flags, the `signed_in` hint and any session
 * cookie an older version of the app wrote. (The HttpOnly refresh cookie only the server clears.)
 */
export function clearAuthCookies(): void {
  forgetApiToken();
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
}
