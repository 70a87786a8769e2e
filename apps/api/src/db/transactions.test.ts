import { AppError } from '@chairly/shared';
import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryingConflicts } from './transactions';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
/** Drizzle wraps the driver's error: the SQLSTATE is on `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('retryingConflicts', () => {
  it('runs the work again after a deadlock or a serialization failure, also when wrapped', async () => {
    const failures = [wrapped('40P01'), pgError('40001')];
    let runs = 0;
    const result = await retryingConflicts(async () => {
      runs += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'done';
    }, { baseDelayMs: 0 });
    expect(result).toBe('done');
    expect(runs).toBe(3);
  });

  it('answers a 409 CONFLICT once the attempts are used up', async () => {
    let runs = 0;
    const outcome = retryingConflicts(async () => {
      runs += 1;
      throw wrapped('40P01');
    }, { attempts: 3, baseDelayMs: 0 });
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(runs).toBe(3);
  });

  it('passes any other failure through at once', async () => {
    let runs = 0;
    const violation = wrapped('23P01');
    await expect(retryingConflicts(async () => {
      runs += 1;
      throw violation;
    })).rejects.toBe(violation);
    expect(runs).toBe(1);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
  });
});
