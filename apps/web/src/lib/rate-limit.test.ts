import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
  RATE_LIMIT_RETRIES,
  rateLimitedUntil,
  sendRetryingRateLimits,
  waitOut,
} from './rate-limit';

const limited = (retryAfter: string | null) =>
  new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'Too many requests' }), {
    status: 429,
    headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates; nothing for a missing or unreadable value', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(parseRetryAfter('42', now)).toBe(42);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});

describe('sendRetryingRateLimits', () => {
  it('waits out Retry-After and sends the call again by itself, announcing the wait meanwhile', async () => {
    vi.useFakeTimers();
    const send = vi.fn<() => Promise<Response>>().mockResolvedValueOnce(limited('3')).mockResolvedValueOnce(new Response('{}'));
    const answer = sendRetryingRateLimits(send);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(rateLimitedUntil()).toBe(Date.now() + 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
    expect(rateLimitedUntil()).toBeNull();
  });

  it(`gives up after ${RATE_LIMIT_RETRIES} retries and returns the last 429`, async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => limited('1'));
    const answer = sendRetryingRateLimits(send);
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_RETRIES * 1000);
    expect((await answer).status).toBe(429);
    expect(send).toHaveBeenCalledTimes(RATE_LIMIT_RETRIES + 1);
    expect(rateLimitedUntil()).toBeNull();
  });

  it('does not sit out a wait longer than two minutes', async () => {
    const send = vi.fn(async () => limited(String(MAX_RETRY_AFTER_SECONDS + 1)));
    expect((await sendRetryingRateLimits(send)).status).toBe(429);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the call is aborted (the page went away)', async () => {
    const controller = new AbortController();
    const send = vi.fn(async () => limited('30'));
    const answer = sendRetryingRateLimits(send, controller.signal);
    await vi.waitFor(() => expect(rateLimitedUntil()).not.toBeNull());
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(rateLimitedUntil()).toBeNull();
  });

  it('the notice shows the wait that ends last', async () => {
    const controller = new AbortController();
    const before = Date.now();
    const short = waitOut(2, controller.signal).catch(() => undefined);
    const long = waitOut(20, controller.signal).catch(() => undefined);
    expect(rateLimitedUntil()).toBeGreaterThanOrEqual(before + 20_000);
    controller.abort();
    await Promise.all([short, long]);
    expect(rateLimitedUntil()).toBeNull();
  });
});
