import type { Role } from '@chairly/shared/constants';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user as the route guard and layouts see it. Sign-in fills it (setSession);
 * until then every visitor is signed out.
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
};

export const signedOutSession: Session = {
  isLoggedIn: false,
  roles: [],
  subdomain: null,
  isRegistered: false,
  isSubscribed: false,
};

let current: Session = signedOutSession;
const listeners = new Set<() => void>();

export function getSession(): Session {
  return current;
}

export function setSession(next: Session): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

const RETURN_PATH_KEY = 'chairly.returnPath';

/** Where a customer goes back to after signing in (SPEC §4 route guard). */
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

/**
 * Starts the customer sign-in (redirect to the identity provider with the customer callback).
 * Extension point: the sign-in issue replaces this body; until then it does nothing.
 */
export async function startCustomerLogin(_returnPath: string): Promise<void> {
  return undefined;
}
