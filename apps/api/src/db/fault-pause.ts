import type pg from 'pg';

/**
 * Test-only fault hook for the fault suite (apps/api/test/fault). With NODE_ENV=test and
 * CHAIRLY_FAULT_PAUSE set to pieces of SQL separated by `||` (case-insensitive, whitespace
 * collapsed, e.g. `update "payment_charges"||delete from notification_events`), a statement of this
 * process's pool that contains one of them is never sent: the process writes
 * `CHAIRLY_FAULT_PAUSED <piece>` to stderr and that query waits forever, so the test can SIGKILL the
 * process at exactly that point of a request or job (mid-transaction, after a gateway call, ...).
 * Inert otherwise: without both variables the pool is not touched at all.
 */
export function faultPausePatterns(env: Record<string, string | undefined> = process.env): string[] {
  if (env.NODE_ENV !== 'test' || !env.CHAIRLY_FAULT_PAUSE) return [];
  return env.CHAIRLY_FAULT_PAUSE.split('||')
    .map((p) => normalise(p).trim())
    .filter((p) => p !== '');
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').toLowerCase();
}

function queryText(args: unknown[]): string | null {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string') return (first as { text: string }).text;
  return null;
}

/** Installs the pause on every client the pool connects (pool.query goes through them too). */
export function installFaultPause(pool: pg.Pool, patterns: string[]): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const text = queryText(args);
      const hit = text === null ? undefined : patterns.find((p) => normalise(text).includes(p));
      if (hit === undefined) return original(...args);
      process.stderr.write(`CHAIRLY_FAULT_PAUSED ${hit}\n`);
      return new Promise(() => {});
    };
  });
}
