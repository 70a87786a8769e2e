import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The API's rate limits (docs/operations.md §11) answer 429 with `Retry-After`. A 429 is refused
 * before the call does anything, so the browser waits that long and sends the call again by itself,
 * up to RATE_LIMIT_RETRIES times; meanwhile `RateLimitNotice` says how long the wait is.
 */
export const RATE_LIMIT_RETRIES = 3;
/** The wait when a 429 names none (a proxy's, say). */
export const DEFAULT_RETRY_AFTER_SECONDS = 5;
/** A longer wait is not sat out: the call fails and the page says so. */
export const MAX_RETRY_AFTER_SECONDS = 120;

/** Seconds to wait from a `Retry-After` value: delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

// The waits under way (their end times); the notice shows the one that ends last.
const waits = new Set<number>();
const listeners = new Set<() => void>();
let latest: number | null = null;

function changed() {
  latest = waits.size === 0 ? null : Math.max(...waits);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the last of the calls waiting out a 429 is sent again (epoch ms), or null when none waits. */
export function rateLimitedUntil(): number | null {
  return latest;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves after `seconds` (shown in the notice meanwhile); rejects as soon as `signal` aborts. */
export function waitOut(seconds: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const until = Date.now() + seconds * 1000;
    waits.add(until);
    changed();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      waits.delete(until);
      changed();
    };
    const onAbort = () => {
      done();
      reject(abortReason(signal!));
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, seconds * 1000);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends a call, and while it is answered 429 waits out `Retry-After` and sends it again (in the
 * browser only: a server-side render answers at once, with the shell). Returns the last answer.
 */
export async function sendRetryingRateLimits(send: () => Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status !== 429 || attempt >= RATE_LIMIT_RETRIES || typeof window === 'undefined') return response;
    const seconds = parseRetryAfter(response.headers.get('Retry-After')) ?? DEFAULT_RETRY_AFTER_SECONDS;
    if (seconds > MAX_RETRY_AFTER_SECONDS) return response;
    await waitOut(seconds, signal);
  }
}

/** Whole seconds until the waiting calls are sent again, counting down; null when none waits. */
export function useRateLimitCountdown(): number | null {
  const until = useSyncExternalStore(subscribe, rateLimitedUntil, () => null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? null : Math.max(1, Math.ceil((until - now) / 1000));
}
