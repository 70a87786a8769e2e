import type pg from 'pg';

export type HealthService = { databaseIsUp: () => Promise<boolean> };

const CHECK_TIMEOUT_MS = 2_000;

/** A health probe must answer quickly even when the database hangs. */
export function createHealthService(pool: Pick<pg.Pool, 'query'>): HealthService {
  return {
    // One promise and one timer per probe (issue #22: a probe is the smallest call there is).
    databaseIsUp: () =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(resolve, CHECK_TIMEOUT_MS, false);
        const answer = (up: boolean) => {
          clearTimeout(timer);
          resolve(up);
        };
        pool.query('SELECT 1').then(
          () => answer(true),
          () => answer(false),
        );
      }),
  };
}
