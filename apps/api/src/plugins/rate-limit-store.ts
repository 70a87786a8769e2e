import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

// One statement: start a window, count within it, or restart an expired one. Atomic per key, so
// any number of API instances on the same database share the counters.
const INCREMENT = `
  INSERT INTO rate_limits (key, count, reset_at)
  VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN 1 ELSE rate_limits.count + 1 END,
    reset_at = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM reset_at - clock_timestamp()) * 1000))::integer AS ttl`;

const READ = `
  SELECT count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM reset_at - clock_timestamp()) * 1000))::integer AS ttl
  FROM rate_limits WHERE key = $1 AND reset_at > clock_timestamp()`;

const PURGE_EXPIRED = 'DELETE FROM rate_limits WHERE reset_at < clock_timestamp()';

// Expired rows are harmless (the next hit restarts them); purge them now and then to keep the table small.
const PURGE_EVERY = 1000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

class PostgresStore implements FastifyRateLimitStore {
  private calls = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    if (++this.calls % PURGE_EVERY === 0) this.pool.query(PURGE_EXPIRED).catch(() => {});
    this.pool.query<{ count: number; ttl: number }>(INCREMENT, [this.prefix + key, timeWindow]).then(
      ({ rows: [row] }) => callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow }),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: Callback): void {
    this.pool.query<{ count: number; ttl: number }>(READ, [this.prefix + key]).then(
      ({ rows: [row] }) => callback(null, { current: row?.count ?? 0, ttl: row?.ttl ?? 0 }),
      (error: Error) => callback(error),
    );
  }

  /** A route with its own limit counts in its own window, apart from the global one. */
  child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
    const route = routeOptions.routeInfo ?? routeOptions;
    const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
    return new PostgresStore(this.pool, `${method} ${route.url ?? ''}|`);
  }
}

/** @fastify/rate-limit constructs its store from a class; this one closes over the pool. */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  return class extends PostgresStore {
    constructor() {
      super(pool, 'global|');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
