import { describe, expect, it } from 'vitest';
import { afterReviewUpdate } from './pending-count';

describe('afterReviewUpdate', () => {
  it('drops the count by one after a pending review is updated', () => {
    expect(afterReviewUpdate({ count: 3 }, true)).toEqual({ count: 2 });
  });

  it('never goes below zero', () => {
    expect(afterReviewUpdate({ count: 0 }, true)).toEqual({ count: 0 });
    expect(afterReviewUpdate(afterReviewUpdate({ count: 1 }, true), true)).toEqual({ count: 0 });
  });

  it('leaves the count of an already reviewed review, and an unknown count, as they are', () => {
    expect(afterReviewUpdate({ count: 2 }, false)).toEqual({ count: 2 });
    expect(afterReviewUpdate(undefined, true)).toBeUndefined();
  });
});
