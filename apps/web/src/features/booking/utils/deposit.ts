import type { DepositStatus } from '@chairly/shared/payments/deposits';

export type DepositSentence =
  | { key: 'deposit.dueWindow'; values: { amount: string; hours: number } }
  | { key: 'deposit.dueUntilStart'; values: { amount: string } };

/**
 * Issue #20, in plain words: how much is due now and when it comes back. `windowHours` is the
 * stylist's cancellation window (0: none, so cancelling any time before the start refunds it).
 */
export function depositSentence(amount: string, windowHours: number): DepositSentence {
  return windowHours > 0
    ? { key: 'deposit.dueWindow', values: { amount, hours: windowHours } }
    : { key: 'deposit.dueUntilStart', values: { amount } };
}

/** The stylist's cancellation window in hours from her policy entries (kind 2, minutes), 0 without one. */
export function windowHoursOf(entries: readonly { stylistConfig: number; value: number }[]): number {
  const minutes = entries.find((entry) => entry.stylistConfig === 2)?.value;
  return minutes ? Math.round(minutes / 60) : 0;
}

/** The translation key of a deposit's state as the customer reads it. */
export const depositStatusKey = (status: DepositStatus) => `deposit.status.${status}` as const;

/** Where the confirm step keeps what it sent while the customer authenticates at the provider. */
export const PENDING_CONFIRM_KEY = 'chairly.booking.pendingConfirm';
