import { useSyncExternalStore } from 'react';

/**
 * Whether she has shared her booking page (copied its link or snippet, downloaded its QR code) on
 * this device: the one step of the setup checklist no server data shows (issue #31.7).
 */
const key = (stylistId: number) => `chairly:booking-page-shared:${stylistId}`;
const listeners = new Set<() => void>();

function read(stylistId: number | null): boolean {
  if (stylistId === null || typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(key(stylistId)) === '1';
  } catch {
    return false;
  }
}

export function markBookingPageShared(stylistId: number | null): void {
  if (stylistId === null || read(stylistId)) return;
  try {
    window.localStorage.setItem(key(stylistId), '1');
  } catch {
    // Storage refused (private mode): the step stays open, nothing else depends on it.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useBookingPageShared(stylistId: number | null): boolean {
  return useSyncExternalStore(subscribe, () => read(stylistId), () => false);
}
