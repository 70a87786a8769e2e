import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

// One statement for any number of keys: start a window, add hits to it, or restart an expired one.
// Atomic per key, so any number of API instances on the same database share the counters. Keys are
// sent sorted, so two instances flushing the same keys lock them in the same order (no deadlock).
const ADD = `
  INSERT INTO rate_limits (key, count, reset_at)
  SELECT k, n, clock_timestamp() + make_interval(secs => w / 1000)
  FROM unnest($1::text[], $2::integer[], $3::double precision[]) AS t(k, n, w)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN excluded.count ELSE rate_limits.count + excluded.count END,
    reset_at = CASE WHEN rate_limits.reset_at <= clock_timestamp() THEN excluded.reset_at ELSE rate_limits.reset_at END
  RETURNING key, count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM reset_at - clock_timestamp()) * 1000))::integer AS ttl`;

const READ = `
  SELECT count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM reset_at - clock_timestamp()) * 1000))::integer AS ttl
  FROM rate_limits WHERE key = $1 AND reset_at > clock_timestamp()`;

const PURGE_EXPIRED = 'DELETE FROM rate_limits WHERE reset_at < clock_timestamp()';

// Expired rows are harmless (the next hit restarts them); purge them now and then to keep the table small.
const PURGE_EVERY = 1000;

/** Share of the global limit an instance may count locally before it must ask PostgreSQL (docs/decisions.md D10). */
export const LOCAL_SHARE = 0.1;
/** How often locally counted hits are written to PostgreSQL. */
export const DEFAULT_FLUSH_MS = 100;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Row = { key: string; count: number; ttl: number };

/** What this instance knows of one key: the shared count it last saw, and its own hits not yet written. */
type Entry = { synced: number; resetAt: number; pending: number; inFlight: number; window: number };

/**
 * The global limit's counters: PostgreSQL is the shared truth, and this instance adds its hits to
 * it in batches (every `flushMs`). While a client is far from the limit (below `max` minus this
 * instance's share) a hit is decided here without a round trip; near the limit every hit is added
 * to PostgreSQL and decided on the shared count, exactly as before.
 */
export class GlobalCounter {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private calls = 0;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly flushMs = DEFAULT_FLUSH_MS,
  ) {}

  incr(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    if (++this.calls % PURGE_EVERY === 0) this.purge(now);
    const share = Math.floor(max * LOCAL_SHARE);
    let entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      // The window is over; hits not yet written belong to it and no longer count.
      this.entries.delete(key);
      entry = undefined;
    }
    if (!this.closed && entry && share >= 1 && entry.pending < share && entry.synced + entry.inFlight + entry.pending + 1 <= max - share) {
      entry.pending++;
      this.schedule();
      return Promise.resolve({ current: entry.synced + entry.inFlight + entry.pending, ttl: entry.resetAt - now });
    }
    // Near the limit, or the first hit of a window here: decide on the shared count, taking along the hits not yet written.
    const hits = (entry?.pending ?? 0) + 1;
    if (entry) {
      entry.pending = 0;
      entry.inFlight += hits;
    }
    return this.add([[key, hits, timeWindow]]).then(([row]) => {
      if (entry) entry.inFlight -= hits;
      return this.learn(key, row, timeWindow, Date.now());
    });
  }

  /** The shared count plus this instance's hits not yet written. */
  async read(key: string): Promise<{ current: number; ttl: number }> {
    const { rows } = await this.pool.query<{ count: number; ttl: number }>(READ, [key]);
    const entry = this.entries.get(key);
    const local = entry && entry.resetAt > Date.now() ? entry.pending + entry.inFlight : 0;
    return { current: (rows[0]?.count ?? 0) + local, ttl: rows[0]?.ttl ?? 0 };
  }

  /** Writes the hits counted here so far; app close waits for it. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.flushing) await this.flushing;
    const batch: [string, number, number][] = [];
    const taken: [Entry, number][] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending === 0) continue;
      batch.push([key, entry.pending, entry.window]);
      taken.push([entry, entry.pending]);
      entry.inFlight += entry.pending;
      entry.pending = 0;
    }
    if (batch.length === 0) return;
    this.flushing = this.add(batch)
      .then((rows) => {
        const now = Date.now();
        for (const [entry, hits] of taken) entry.inFlight -= hits;
        for (const row of rows) this.learn(row.key, row, 0, now);
      })
      .catch(() => {
        // PostgreSQL is unreachable: count the hits again next time rather than lose them.
        for (const [entry, hits] of taken) {
          entry.inFlight -= hits;
          entry.pending += hits;
        }
        if (!this.closed) this.schedule();
      })
      .finally(() => {
        this.flushing = null;
      });
    await this.flushing;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private add(batch: [string, number, number][]): Promise<Row[]> {
    batch.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return this.pool
      .query<Row>(ADD, [batch.map(([key]) => key), batch.map(([, hits]) => hits), batch.map(([, , window]) => window)])
      .then(({ rows }) => rows);
  }

  private learn(key: string, row: Row | undefined, timeWindow: number, now: number) {
    const count = row?.count ?? 1;
    const ttl = row?.ttl ?? timeWindow;
    const entry = this.entries.get(key);
    if (!entry || now + ttl > entry.resetAt + entry.window / 2) {
      // A new window (here or in PostgreSQL): start from the shared count.
      this.entries.set(key, { synced: count, resetAt: now + ttl, pending: entry?.pending ?? 0, inFlight: entry?.inFlight ?? 0, window: timeWindow || entry?.window || ttl });
    } else {
      // Answers of concurrent round trips arrive in any order; the highest count is the latest.
      entry.synced = Math.max(entry.synced, count);
    }
    return { current: count, ttl };
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  private purge(now: number) {
    this.pool.query(PURGE_EXPIRED).catch(() => {});
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.pending === 0 && entry.inFlight === 0) this.entries.delete(key);
    }
  }
}

/**
 * One hit on each of `keys` in one statement (an attempt limit counting several budgets at once,
 * e.g. the account's and the address's): each key's count in its window and the ms left of it.
 */
export async function addHit(pool: pg.Pool, keys: string[], timeWindow: number): Promise<{ key: string; count: number; ttl: number }[]> {
  const sorted = [...keys].sort();
  const { rows } = await pool.query<Row>(ADD, [sorted, sorted.map(() => 1), sorted.map(() => timeWindow)]);
  return rows;
}

/** A route's own (strict) limit: every hit is one statement in PostgreSQL, exact across instances. */
class RouteStore implements FastifyRateLimitStore {
  private calls = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    if (++this.calls % PURGE_EVERY === 0) this.pool.query(PURGE_EXPIRED).catch(() => {});
    this.pool.query<Row>(ADD, [[this.prefix + key], [1], [timeWindow]]).then(
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

  child(routeOptions: RouteOptions) {
    return new RouteStore(this.pool, routePrefix(routeOptions));
  }
}

type RouteOptions = { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } };

function routePrefix(routeOptions: RouteOptions): string {
  const route = routeOptions.routeInfo ?? routeOptions;
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
  return `${method} ${route.url ?? ''}|`;
}

/** The global limit's store: counts through the instance's `GlobalCounter`. */
class GlobalStore implements FastifyRateLimitStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly counter: GlobalCounter,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
    this.counter.incr(GLOBAL_PREFIX + key, timeWindow, max ?? 0).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  read(key: string, callback: Callback): void {
    this.counter.read(GLOBAL_PREFIX + key).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** A route with its own limit counts in its own window, apart from the global one, and exactly. */
  child(routeOptions: RouteOptions) {
    return new RouteStore(this.pool, routePrefix(routeOptions));
  }
}

const GLOBAL_PREFIX = 'global|';

/**
 * @fastify/rate-limit constructs its store from a class; this one closes over the pool and the
 * instance's counter (whose `close` the plugin calls when the app closes).
 */
export function postgresRateLimitStore(pool: pg.Pool, counter: GlobalCounter): FastifyRateLimitStoreCtor {
  return class extends GlobalStore {
    constructor() {
      super(pool, counter);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
