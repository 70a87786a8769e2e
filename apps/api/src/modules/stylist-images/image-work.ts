import { LimitReached } from '../../lib/limit-reached';

/**
 * Image work (decode, resize, encode) allowed at once on one instance: each may hold a decoded
 * image of up to 40 megapixels (160 MB) plus libvips' buffers, so a few concurrent uploads of a
 * registered stylist could otherwise exhaust the memory.
 */
export const IMAGE_WORK_CONCURRENCY = 2;
/** Uploads waiting for a turn (each holds its file, at most 5 MB); beyond them an upload is refused. */
export const IMAGE_WORK_QUEUE = 8;
/** Seconds a refused upload is told to wait (Retry-After). */
export const IMAGE_WORK_RETRY_AFTER_SECONDS = 5;

export const IMAGE_WORK_BUSY_MESSAGE = 'Too many images are being processed right now; try again in a few seconds';


/** A counting semaphore with a bounded queue (first come, first served). */
export function createWorkLimiter(concurrency: number, queueLength: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // Full, queue included: 429 with Retry-After (the error handler sends it).
      if (running >= concurrency && waiting.length >= queueLength) throw new LimitReached(IMAGE_WORK_BUSY_MESSAGE, IMAGE_WORK_RETRY_AFTER_SECONDS);
      if (running < concurrency) running++;
      // A released turn passes straight to the next in line (running stays the same).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, running);
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** For tests and diagnostics: work running and waiting now, and the most ever run at once. */
    stats: () => ({ running, waiting: waiting.length, peak }),
  };
}

/** The instance's one limiter: every image upload goes through it. */
export const imageWork = createWorkLimiter(IMAGE_WORK_CONCURRENCY, IMAGE_WORK_QUEUE);
