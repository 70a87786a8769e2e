import { ApiError } from '@/lib/api-client';

/** What the confirm step does with a refusal: back to the times, or a message (namespace `booking`). */
export type ConfirmFailure = { backToTimes: true } | { backToTimes: false; messageKey: string };

const back: ConfirmFailure = { backToTimes: true };
const show = (messageKey: string): ConfirmFailure => ({ backToTimes: false, messageKey });

/**
 * The API's reason decides (packages/shared/src/errors.ts), never its English message; a refusal
 * without a known reason falls back on its status as before: 409 the time is gone, 402 a declined
 * deposit, 422 a card the stylist's policies refuse.
 */
export function confirmFailure(error: unknown): ConfirmFailure {
  if (!(error instanceof ApiError)) return show('confirm.failed');
  switch (error.reason) {
    case 'deposit_in_progress':
      return show('deposit.inProgress');
    case 'deposit_authentication_failed':
      return show('deposit.authFailed');
    case 'deposit_declined':
      return show('deposit.declined');
    case 'card_required':
    case 'card_not_saved':
      return show('confirm.cardRejected');
    case 'hold_expired':
    case 'not_on_hold':
    case 'slot_taken':
      return back;
  }
  if (error.status === 409) return back;
  if (error.status === 402) return show('deposit.declined');
  return show(error.status === 422 ? 'confirm.cardRejected' : 'confirm.failed');
}
