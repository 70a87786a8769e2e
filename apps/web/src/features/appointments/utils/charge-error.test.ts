import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { actionErrorKey } from './charge-error';

const apiError = (status: number, code: string) => new ApiError(status, { code, message: 'server text' });

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
});
