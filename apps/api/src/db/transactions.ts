import { AppError } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { preparedStatement } from './prepared';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** SQLSTATEs after which the whole transaction may simply run again: nothing of it was kept. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

/** SQLSTATE of a pg error, also when an ORM wrapped it (Drizzle puts the pg error on `cause`). */
export function postgresCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function isRetryableConflict(error: unknown): boolean {
  const code = postgresCode(error);
  return code !== undefined && RETRYABLE.has(code);
}

export const CONCURRENT_CHANGE_MESSAGE = 'This was changed by another request at the same time; please try again';

type RetryOptions = { attempts?: number; baseDelayMs?: number };

/**
 * Runs a whole transaction again after a serialization failure or a deadlock (PostgreSQL rolled
 * it back, so nothing of it is kept), up to `attempts` times with a short random back-off; when
 * it still loses, the caller gets a 409 instead of a 500.
 */
export async function retryingConflicts<T>(work: () => Promise<T>, { attempts = 5, baseDelayMs = 5 }: RetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= attempts) throw new AppError('CONFLICT', CONCURRENT_CHANGE_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * attempt * (0.5 + Math.random())));
    }
  }
}

// Any fixed number, distinct from the other advisory-lock namespaces (jobs/event-relay, seed, migrations).
const APPOINTMENT_WRITES_LOCK = 727_020;

/**
 * The one way to write a stylist's appointments: a transaction that first takes the stylist's
 * appointment lock (held until it ends), so the writes of one stylist run one after another on
 * every instance, and that is retried on a deadlock or serialization failure. Writes of different
 * stylists do not wait for each other. Without the lock, two transactions that each release or
 * expire one hold and insert another could wait on each other's rows and index entries (the
 * exclusion constraint checks uncommitted rows), and PostgreSQL would abort one as a deadlock.
 */
export function stylistWriteTransaction<T>(db: Db, stylistId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      await lockStylistWrites(tx, stylistId);
      return work(tx);
    }),
  );
}

/**
 * Takes one stylist's appointment lock in a transaction of the caller's: for work that spans
 * several stylists (an erasure of a customer of each, D45), which takes them in ascending order.
 */
export async function lockStylistWrites(tx: Tx, stylistId: number): Promise<void> {
  await lockStatement(tx, { stylistId });
}

// Prepared (issue #33.4): every appointment write takes it.
const lockStatement = preparedStatement(sql`SELECT pg_advisory_xact_lock(${APPOINTMENT_WRITES_LOCK}, (${sql.placeholder('stylistId')}::bigint % 2147483647)::int)`);
