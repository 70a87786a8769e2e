import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listen } from './listener';

/** The channel migration 0018's triggers notify: a stylist's id, or '*' for reference data. */
export const STYLIST_CHANGED_CHANNEL = 'stylist_changed';

/** The listening connection's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'chairly-stylist-changes';

/**
 * Tells whether anything a stylist's public reads are made of may have changed (issue #22): a
 * dedicated connection LISTENs to `stylist_changed`. `version(id)` is a value that differs after
 * every committed change of hers; null while the listener is not connected, when nothing may be
 * kept (a missed notification would keep stale answers). Reconnecting counts as a change of every
 * stylist, since notifications sent meanwhile are lost.
 */
export type StylistChanges = {
  version: (stylistId: number) => string | null;
  /**
   * A value that differs after every committed change of reference data (time zones, categories:
   * the '*' notifications) and after every reconnection; null while not listening.
   */
  referenceVersion: () => string | null;
  /**
   * Counts every change of any stylist (null while not listening): what a read that does not know
   * its stylist yet (a subdomain's) compares before and after, keeping its answer only when equal.
   */
  sequence: () => number | null;
  /**
   * Resolves once every change committed before the call has been heard: a round trip on the
   * listening connection (PostgreSQL sends a session its notifications before the answer) that
   * started after the call; concurrent callers share one. So a read kept here sees the caller's
   * own writes, as a read of the database would. Resolves at once while not listening.
   */
  synced: () => Promise<void>;
  /** Resolves once listening (or once the first attempt failed); for start-up and tests. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export function listenToStylistChanges(pool: pg.Pool, log: FastifyBaseLogger): StylistChanges {
  const versions = new Map<number, number>();
  let epoch = 0;
  let count = 0;

  const changed = (payload: string | undefined) => {
    count++;
    const id = Number(payload);
    if (payload === '*' || !Number.isSafeInteger(id)) {
      epoch++;
      versions.clear();
    } else {
      versions.set(id, (versions.get(id) ?? 0) + 1);
    }
  };
  // Notifications sent while not listening are lost: a (re)connection or a loss is a change of all.
  const everything = () => {
    epoch++;
    count++;
    versions.clear();
  };
  const listener = listen(pool, log, {
    channel: STYLIST_CHANGED_CHANNEL,
    applicationName: LISTENER_NAME,
    lostWarning: 'stylist change notifications lost; public reads are not kept until they are back',
    onNotification: changed,
    onConnected: async () => everything(),
    onLost: everything,
  });
  const listening = () => listener.connection() !== null;

  // Round trips on the listening connection: `started` counts them; a caller waits for one that
  // started after it asked.
  let started = 0;
  let inFlight = false;
  const waiters: { need: number; resolve: () => void }[] = [];
  const settle = (upTo: number) => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      if (waiters[i]!.need <= upTo) waiters.splice(i, 1)[0]!.resolve();
    }
  };
  const pump = () => {
    if (inFlight || waiters.length === 0) return;
    const client = listener.connection();
    if (!client) return settle(Number.POSITIVE_INFINITY);
    inFlight = true;
    const round = ++started;
    const done = (error?: unknown) => {
      inFlight = false;
      if (error) listener.fail(error);
      settle(round);
      pump();
    };
    client.query('SELECT 1').then(() => done(), done);
  };

  return {
    version: (stylistId) => (listening() ? `${epoch}.${versions.get(stylistId) ?? 0}` : null),
    referenceVersion: () => (listening() ? String(epoch) : null),
    sequence: () => (listening() ? count : null),
    synced: () =>
      new Promise<void>((resolve) => {
        waiters.push({ need: started + 1, resolve });
        pump();
      }),
    ready: listener.ready,
    close: async () => {
      const closing = listener.close();
      settle(Number.POSITIVE_INFINITY);
      await closing;
    },
  };
}

/**
 * Answers kept per key while the stylist's `version` they were made under is current, the least
 * recently used dropped first. Read the version before reading the database: a change committed
 * meanwhile makes the kept answer miss at once.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly max: number) {}

  get(key: string, version: string | null): T | undefined {
    if (version === null) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string | null, value: T): void {
    if (version === null) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * A kept read (issue #22): `cache`'s answer for `key` while it was made under the current version,
 * otherwise `read()`, kept under the version read before it. Every change committed before the call
 * is heard first, and the version is read before the database, so a change committed meanwhile makes
 * the answer miss at once.
 */
export async function keptRead<T>(
  changes: StylistChanges,
  cache: VersionedCache<T>,
  key: string,
  versionOf: () => string | null,
  read: () => Promise<T>,
): Promise<T> {
  await changes.synced();
  const version = versionOf();
  const hit = cache.get(key, version);
  if (hit !== undefined) return hit;
  const value = await read();
  cache.set(key, version, value);
  return value;
}
