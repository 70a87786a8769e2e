import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { moveOutcome } from './move-outcome';

const apiError = (status: number, code: string) => new ApiError(status, { code, message: 'x' });

describe('moveOutcome', () => {
  it('keeps a move the server accepted', () => {
    expect(moveOutcome(null)).toEqual({ revert: false });
  });

  it('reverts an overlap (409 SLOT_TAKEN) with the overlap message', () => {
    expect(moveOutcome(apiError(409, 'SLOT_TAKEN'))).toEqual({ revert: true, messageKey: 'calendar:toast.overlap' });
  });

  it('reverts an overlap of the member it was dropped on (issue #34) naming her; other failures as any move', () => {
    expect(moveOutcome(apiError(409, 'SLOT_TAKEN'), 'Dana')).toEqual({ revert: true, messageKey: 'calendar:toast.memberTaken', values: { member: 'Dana' } });
    expect(moveOutcome(apiError(409, 'CONFLICT'), 'Dana')).toEqual({ revert: true, messageKey: 'calendar:toast.changedMeanwhile' });
    expect(moveOutcome(null, 'Dana')).toEqual({ revert: false });
  });

  it('reverts a stale appointment, a refused rule and a network failure with their own messages', () => {
    expect(moveOutcome(apiError(409, 'CONFLICT'))).toEqual({ revert: true, messageKey: 'calendar:toast.changedMeanwhile' });
    expect(moveOutcome(apiError(422, 'BUSINESS_RULE'))).toEqual({ revert: true, messageKey: 'calendar:toast.moveRefused' });
    expect(moveOutcome(new TypeError('Failed to fetch'))).toEqual({ revert: true, messageKey: 'calendar:toast.moveFailed' });
  });
});
