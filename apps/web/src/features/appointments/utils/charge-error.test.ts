import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { actionErrorKey } from './charge-error';

const apiError = (status: number, code: string, reason?: string) => new ApiError(status, { code, message: 'server text', reason });

describe('actionErrorKey', () => {
  it('names a declined card and a payment that needs authentication clearly', () => {
    expect(actionErrorKey(apiError(402, 'CARD_DECLINED'))).toBe('errors.declined');
    expect(actionErrorKey(apiError(422, 'AUTHENTICATION_REQUIRED'))).toBe('errors.authenticationRequired');
  });

  it('tells a second charge, a refused rule and a stale state apart', () => {
    expect(actionErrorKey(apiError(409, 'ALREADY_CHARGED'))).toBe('errors.alreadyCharged');
    expect(actionErrorKey(apiError(422, 'BUSINESS_RULE'))).toBe('errors.notAllowed');
    expect(actionErrorKey(apiError(409, 'CONFLICT'))).toBe('errors.changedMeanwhile');
    expect(actionErrorKey(apiError(500, 'INTERNAL'))).toBe('errors.generic');
    expect(actionErrorKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });

  it("switches on the API's reason before its code, whatever the message says", () => {
    expect(actionErrorKey(apiError(402, 'CARD_DECLINED', 'card_declined'))).toBe('errors.declined');
    expect(actionErrorKey(apiError(422, 'AUTHENTICATION_REQUIRED', 'authentication_required'))).toBe('errors.authenticationRequired');
    expect(actionErrorKey(apiError(409, 'ALREADY_CHARGED', 'already_charged'))).toBe('errors.alreadyCharged');
    // The same code, another reason: a deposit refunded before, not a fee charged twice.
    expect(actionErrorKey(apiError(409, 'ALREADY_CHARGED', 'already_refunded'))).toBe('deposit.alreadyRefunded');
    // A reason this build does not know falls back on the code.
    expect(actionErrorKey(apiError(409, 'CONFLICT', 'from_a_newer_api'))).toBe('errors.changedMeanwhile');
  });
});
