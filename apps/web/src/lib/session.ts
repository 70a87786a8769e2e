import { ROLES } from '@chairly/shared/constants';
import type { MemberRole, Role } from '@chairly/shared/constants';
import { useSyncExternalStore } from 'react';
import { readApiToken, readFlag } from './cookies';
import { decodeTokenClaims, isExpired } from './token-claims';

/**
 * The signed-in user as the route guard, layouts and features see it, derived from the session
 * cookies (docs/product.md §9) by `reloadSession()`; until a sign-in stores them every visitor is signed out.
 */
export type Session = {
  isLoggedIn: boolean;
  roles: readonly Role[];
  /** The stylist's own subdomain (stylist sessions are tied to it); null for customers. */
  subdomain: string | null;
  /** A stylist is registered once a business name is set. */
  isRegistered: boolean;
  /** Subscription status is 'active'. */
  isSubscribed: boolean;
  /** The signed-in stylist's id (address of `/api/stylists/{id}`); null for customers. */
  stylistId: number | null;
  /** The signed-in customer's account id; null for stylists. */
  customerAccountId: number | null;
  /**
   * A stylist's role in the business (issue #34): what the menus offer her. A stylist token without
   * a member role is the owner's (signed before members existed); null for customers.
   */
  memberRole: MemberRole | null;
};

export const signedOutSession: Session = {
  isLoggedIn: false,
  roles: [],
  subdomain: null,
  isRegistered: false,
  isSubscribed: false,
  stylistId: null,
  customerAccountId: null,
  memberRole: null,
};

/**
 * The session this tab's API token (kept per tab, lib/cookies.ts) and the flag cookies describe now; an expired or
 * unreadable token means signed out.
 */
export function sessionFromCookies(now: number = Date.now()): Session {
  const claims = decodeTokenClaims(readApiToken());
  if (!claims || isExpired(claims, now) || claims.roles.length === 0) return signedOutSession;
  const isStylist = claims.roles.includes(ROLES.stylist);
  return {
    isLoggedIn: true,
    roles: claims.roles,
    subdomain: claims.subdomain,
    // The subdomain is set by registration together with the business name.
    isRegistered: isStylist && (readFlag('isRegistered') ?? claims.subdomain !== null),
    isSubscribed: isStylist && readFlag('isSubscribed') === true,
    stylistId: claims.stylistId,
    customerAccountId: claims.customerAccountId,
    memberRole: isStylist ? (claims.memberRole ?? 'owner') : null,
  };
}

let current: Session = signedOutSession;
const listeners = new Set<() => void>();

export function getSession(): Session {
  return current;
}

export function setSession(next: Session): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Re-reads the cookies (after sign-in, refresh or sign-out) and notifies subscribers. */
export function reloadSession(): Session {
  setSession(sessionFromCookies());
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  // Only signed-out visits are rendered on the server (the API skips pages with a session cookie).
  return useSyncExternalStore(subscribeSession, getSession, () => signedOutSession);
}

const RETURN_PATH_KEY = 'chairly.returnPath';

/** Where a customer goes back to after signing in (docs/product.md §4 route guard). */
export function storeReturnPath(path: string): void {
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); sign-in then lands on the booking start page.
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path;
  } catch {
    return null;
  }
}

let appOrigin: string | null = null;

/** Set at boot: the app host's origin, where the customer sign-in starts. */
export function configureCustomerLogin(options: { appOrigin: string }): void {
  appOrigin = options.appOrigin;
}

/** `/login-customer?returnTo=…` on the app host for a path (on this host) or an absolute URL. */
export function customerLoginUrl(
  returnTo: string,
  origin: string = window.location.origin,
): string {
  const target = new URL(returnTo, origin).href;
  const base = appOrigin ?? origin;
  return `${base}/login-customer?returnTo=${encodeURIComponent(target)}`;
}

/**
 * Starts the customer sign-in: the app host's `/login-customer` sends the browser to the identity
 * provider and, after `/login-customer-callback`, back to `returnTo` (a path on this host or a URL).
 * Use it from any page, e.g. a "Log in" button on the public booking page.
 */
export async function startCustomerLogin(returnTo: string): Promise<void> {
  window.location.assign(customerLoginUrl(returnTo));
}
