import type pg from 'pg';
import type { RateLimitOptions } from '../types';

/**
 * Failed sign-in counters in PostgreSQL (fixed windows), per e-mail and per client IP, so every
 * instance sees the same counts. Unknown e-mails count too, so probing cannot bypass the limit.
 * `prefix` keeps another limit's counters apart (the reset requests count every request as one).
 */
export function createLoginRateLimit(pool: pg.Pool, options: RateLimitOptions, prefix = '') {
  const keys = (email: string, ip: string) => ({
    email: `${prefix}email:${email}`,
    ip: `${prefix}ip:${ip}`,
  });

  return {
    async isBlocked(email: string, ip: string): Promise<boolean> {
      const k = keys(email, ip);
      const result = await pool.query<{ key: string; failures: number }>(
        `SELECT key, failures FROM idp.login_failures
         WHERE key = ANY($1) AND window_started_at > now() - make_interval(secs => $2)`,
        [[k.email, k.ip], options.windowSeconds],
      );
      return result.rows.some((row) =>
        row.key === k.email
          ? row.failures >= options.maxPerEmail
          : row.failures >= options.maxPerIp,
      );
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await pool.query(
        `INSERT INTO idp.login_failures AS f (key, failures, window_started_at)
         SELECT key, 1, now() FROM unnest($1::text[]) AS key
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN f.window_started_at > now() - make_interval(secs => $2) THEN f.failures + 1 ELSE 1 END,
           window_started_at = CASE WHEN f.window_started_at > now() - make_interval(secs => $2)
             THEN f.window_started_at ELSE now() END`,
        [[k.email, k.ip], options.windowSeconds],
      );
    },

    async recordSuccess(email: string): Promise<void> {
      await pool.query('DELETE FROM idp.login_failures WHERE key = $1', [keys(email, '').email]);
    },
  };
}

export type LoginRateLimit = ReturnType<typeof createLoginRateLimit>;
