import type pg from 'pg';

export type HealthService = { databaseIsUp: () => Promise<boolean> };

const CHECK_TIMEOUT_MS = 2_000;

/** A health probe must answer quickly even when the database hangs. */
export function createHealthService(pool: Pick<pg.Pool, 'query'>): HealthService {
  return {
    databaseIsUp: async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      });
      const check = pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      try {
        return await Promise.race([check, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
