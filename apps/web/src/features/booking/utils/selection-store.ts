import type { Appointment } from '@chairly/shared/appointments/contracts';
import { useSyncExternalStore } from 'react';

/** The slot the server holds for this customer (block-date answer), until confirmed or expired. */
export type HeldService = { id: number; name: string; price: number; duration: number };
export type Hold = {
  appointmentId: number;
  uuid: string;
  startsAt: string;
  endsAt: string;
  amount: number;
  holdExpiresAt: string;
  services: HeldService[];
  /** Issue #20: the deposit due at confirmation (dollars), or null. */
  deposit?: number | null;
  /** Issue #34: the member the hold was given to (named on a team's confirm step). */
  memberId?: number;
  memberName?: string;
};

/**
 * What the customer picked (docs/product.md §4: kept until cleared). Persisted to sessionStorage so the
 * customer sign-in round trip through the app host does not lose it.
 */
export type Selection = {
  serviceIds: number[];
  date: string | null;
  time: string | null;
  hold: Hold | null;
  /** Continue was pressed while signed out: hold the slot as soon as the customer is back. */
  continueAfterLogin: boolean;
  /** Names of the services "Book again" left out: the stylist no longer offers them (issue #31.11). */
  leftOut: string[];
  /** Issue #34: the member chosen by name; null = anyone available (and a one-member business). */
  memberId: number | null;
};

/** The hold kept in the selection for a held appointment (block-date answer or the stylist's hold). */
export function holdOf(held: Appointment): Hold {
  return {
    appointmentId: held.id,
    uuid: held.uuid,
    startsAt: held.startsAt,
    endsAt: held.endsAt,
    amount: held.amount,
    holdExpiresAt: held.holdExpiresAt ?? held.startsAt,
    services: held.services,
    deposit: held.depositAmount ?? null,
    memberId: held.memberId,
    memberName: held.memberName,
  };
}

export const emptySelection: Selection = {
  serviceIds: [],
  date: null,
  time: null,
  hold: null,
  continueAfterLogin: false,
  leftOut: [],
  memberId: null,
};
export const SELECTION_KEY = 'chairly.booking.selection';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSelection(value: unknown): value is Selection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.serviceIds) && v.serviceIds.every((id) => Number.isInteger(id));
}

export function createSelectionStore(storage: Storage | null) {
  const read = (): Selection => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(SELECTION_KEY) ?? 'null');
      if (!isSelection(parsed)) return emptySelection;
      // A selection saved before teams (or a bad one) books with anyone available.
      return { ...emptySelection, ...parsed, memberId: Number.isInteger(parsed.memberId) ? parsed.memberId : null };
    } catch {
      return emptySelection;
    }
  };
  let current = read();
  const listeners = new Set<() => void>();
  const write = (next: Selection) => {
    current = next;
    try {
      storage?.setItem(SELECTION_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the selection still lives for this page.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update: (change: Partial<Selection>) => write({ ...current, ...change }),
    toggleService: (id: number) => {
      const has = current.serviceIds.includes(id);
      // A different set of services has a different duration: the picked time no longer applies.
      write({
        ...current,
        serviceIds: has ? current.serviceIds.filter((s) => s !== id) : [...current.serviceIds, id],
        date: null,
        time: null,
        leftOut: [],
      });
    },
    clear: () => {
      current = emptySelection;
      try {
        storage?.removeItem(SELECTION_KEY);
      } catch {
        // Nothing stored.
      }
      listeners.forEach((listener) => listener());
    },
  };
}

export type SelectionStore = ReturnType<typeof createSelectionStore>;

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const selectionStore = createSelectionStore(browserStorage());

/** Server-rendered pages show no selection; hydration draws the same, then the saved one appears. */
const serverSelection = () => emptySelection;

export function useSelection(): Selection {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.get, serverSelection);
}
