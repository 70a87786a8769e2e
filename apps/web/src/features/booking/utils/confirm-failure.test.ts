import { PAYMENT_ERROR_MESSAGES } from '@chairly/shared/payments/test-cards';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { confirmFailure } from './confirm-failure';

const refusal = (status: number, code: string, reason?: string, message = 'Reworded by the API') =>
  new ApiError(status, { code, message, reason });
const message = (messageKey: string) => ({ backToTimes: false, messageKey });

describe('confirmFailure', () => {
  it('tells the deposit refusals apart by reason, whatever the message says', () => {
    expect(confirmFailure(refusal(409, 'CONFLICT', 'deposit_in_progress'))).toEqual(message('deposit.inProgress'));
    expect(confirmFailure(refusal(402, 'CARD_DECLINED', 'deposit_authentication_failed'))).toEqual(message('deposit.authFailed'));
    expect(confirmFailure(refusal(402, 'CARD_DECLINED', 'deposit_declined'))).toEqual(message('deposit.declined'));
  });

  it('sends the customer back to the times when the hold is gone or the time taken', () => {
    for (const reason of ['hold_expired', 'not_on_hold', 'slot_taken'])
      expect(confirmFailure(refusal(409, reason === 'slot_taken' ? 'SLOT_TAKEN' : 'CONFLICT', reason))).toEqual({ backToTimes: true });
  });

  it('names a card the stylist cannot accept', () => {
    expect(confirmFailure(refusal(422, 'BUSINESS_RULE', 'card_required'))).toEqual(message('confirm.cardRejected'));
    expect(confirmFailure(refusal(422, 'BUSINESS_RULE', 'card_not_saved'))).toEqual(message('confirm.cardRejected'));
  });

  it("no longer reads the message: the old texts without a reason fall back on the status", () => {
    // Before, these two texts alone chose "being processed" and "could not be authenticated".
    expect(confirmFailure(refusal(409, 'CONFLICT', undefined, PAYMENT_ERROR_MESSAGES.DEPOSIT_IN_PROGRESS))).toEqual({ backToTimes: true });
    expect(confirmFailure(refusal(402, 'CARD_DECLINED', undefined, PAYMENT_ERROR_MESSAGES.DEPOSIT_AUTHENTICATION_FAILED))).toEqual(
      message('deposit.declined'),
    );
    expect(confirmFailure(refusal(422, 'BUSINESS_RULE', 'from_a_newer_api'))).toEqual(message('confirm.cardRejected'));
    expect(confirmFailure(refusal(500, 'INTERNAL'))).toEqual(message('confirm.failed'));
    expect(confirmFailure(new TypeError('Failed to fetch'))).toEqual(message('confirm.failed'));
  });
});
