import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHealthService } from './health.service';

const poolAnswering = (answer: () => Promise<unknown>) => ({ query: vi.fn(answer) }) as unknown as Parameters<typeof createHealthService>[0];

describe('createHealthService', () => {
  afterEach(() => vi.useRealTimers());

  it('is up when the database answers, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(createHealthService(poolAnswering(async () => ({ rows: [] }))).databaseIsUp()).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is down when the query fails', async () => {
    vi.useFakeTimers();
    await expect(createHealthService(poolAnswering(() => Promise.reject(new Error('refused')))).databaseIsUp()).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is down after two seconds when the database hangs', async () => {
    vi.useFakeTimers();
    let settled: boolean | undefined;
    void createHealthService(poolAnswering(() => new Promise(() => {})))
      .databaseIsUp()
      .then((up) => (settled = up));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(false);
  });
});
