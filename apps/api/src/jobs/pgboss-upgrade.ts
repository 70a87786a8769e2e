import type pg from 'pg';
import type { Db, JobInsert, PgBoss } from 'pg-boss';
import { QUEUES } from './queues';

/**
 * pg-boss 11 rewrote its schema and ships no migration from pg-boss 10's (schema version 24): its
 * `start()` fails with "Version 24 not found", and its release notes tell users to move the jobs
 * themselves. So a database that pg-boss 10 created is upgraded in two steps around `start()`:
 * its schema is renamed aside, pg-boss 12 installs a fresh one, and the jobs still to run are
 * inserted into it through pg-boss's own `insert()`, in one transaction that then drops the old
 * schema (docs/decisions.md D41). Several instances may start at once: an advisory lock orders them.
 */
const OLD_SCHEMA = 'pgboss_v10';
const LAST_PGBOSS_10_VERSION = 24;
// Any fixed number: serialises the upgrade across instances.
const UPGRADE_LOCK = 727_024;

/** Renames a pg-boss 10 schema aside; true when there are pg-boss 10 jobs to move after start(). */
export async function setAsidePgBoss10(pool: pg.Pool, schema = 'pgboss'): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [UPGRADE_LOCK]);
    const { rows } = await client.query<{ installed: boolean }>('SELECT to_regclass($1) IS NOT NULL AS installed', [`${schema}.version`]);
    if (rows[0]!.installed) {
      const version = await client.query<{ version: number }>(`SELECT max(version::int) AS version FROM ${schema}.version`);
      if ((version.rows[0]?.version ?? 0) <= LAST_PGBOSS_10_VERSION) await client.query(`ALTER SCHEMA ${schema} RENAME TO ${OLD_SCHEMA}`);
    }
    const old = await client.query<{ present: boolean }>('SELECT to_regnamespace($1) IS NOT NULL AS present', [OLD_SCHEMA]);
    await client.query('COMMIT');
    return old.rows[0]!.present;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

type OldJob = { id: string; name: string; data: object | null; priority: number; start_after: Date; singleton_key: string | null };

/**
 * Inserts the pg-boss 10 jobs that had not finished (created, retry, or active in a process that is
 * gone) into the started pg-boss under their own ids, then drops the old schema. Finished jobs are
 * history and are not carried over. Returns how many jobs it moved.
 */
export async function movePgBoss10Jobs(pool: pg.Pool, boss: PgBoss): Promise<number> {
  const client = await pool.connect();
  const db: Db = { executeSql: (text, values) => client.query(text, values) };
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [UPGRADE_LOCK]);
    const old = await client.query<{ present: boolean }>('SELECT to_regnamespace($1) IS NOT NULL AS present', [OLD_SCHEMA]);
    let moved = 0;
    if (old.rows[0]!.present) {
      const { rows } = await client.query<OldJob>(
        `SELECT id, name, data, priority, start_after, singleton_key FROM ${OLD_SCHEMA}.job
         WHERE state IN ('created', 'retry', 'active') AND name = ANY($1::text[]) ORDER BY created_on`,
        [Object.values(QUEUES)],
      );
      for (const name of new Set(rows.map((r) => r.name))) {
        const jobs: JobInsert[] = rows
          .filter((r) => r.name === name)
          .map((r) => ({ id: r.id, data: r.data ?? {}, priority: r.priority, startAfter: r.start_after, ...(r.singleton_key ? { singletonKey: r.singleton_key } : {}) }));
        await boss.insert(name, jobs, { db });
        moved += jobs.length;
      }
      await client.query(`DROP SCHEMA ${OLD_SCHEMA} CASCADE`);
    }
    await client.query('COMMIT');
    return moved;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
