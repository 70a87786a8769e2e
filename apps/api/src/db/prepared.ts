import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';
import type { Tx } from './transactions';

/** A Drizzle query builder that can be prepared (`.prepare(name)`), with placeholders for its values. */
type Preparable<P> = { toSQL: () => { sql: string }; prepare: (name: string) => P };

/**
 * Drizzle queries built and prepared once per shape instead of on every call (issue #22): `build`
 * makes the query for a shape with `sql.placeholder(...)` for every value, and each call executes
 * the prepared query with the values. PostgreSQL parses and plans a named statement once per
 * connection. A shape is what changes the statement's text (a whitelisted ORDER BY, an optional
 * filter, the locale's column), never a value, so there are few of them. The statement's name is a
 * hash of its text: the same text is the same statement in every app on a pool, and two texts
 * never share a name.
 */
export function preparedByShape<S, P>(keyOf: (shape: S) => string, build: (shape: S) => Preparable<P>): (shape: S) => P {
  const prepared = new Map<string, P>();
  return (shape) => {
    const key = keyOf(shape);
    let query = prepared.get(key);
    if (!query) {
      const builder = build(shape);
      query = builder.prepare(statementName(builder.toSQL().sql));
      prepared.set(key, query);
    }
    return query;
  };
}

/** A query with one shape, prepared on first use. */
export function preparedOnce<P>(build: () => Preparable<P>): () => P {
  const get = preparedByShape(() => '', build);
  return () => get(undefined);
}

// Drizzle's `db.execute` leaves these types as PostgreSQL's text (timestamps, dates, intervals and
// their arrays); prepared statements read them the same way, so callers see identical rows.
const AS_TEXT = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const DRIZZLE_TYPES = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    AS_TEXT.has(id) ? asText : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};
const dialect = new PgDialect();

/**
 * A raw `sql` statement (values as `sql.placeholder(name)`) turned into text once and run as a
 * named prepared statement on the database's pool: what `db.execute(sql…)` does, without
 * building the text on every call (issue #22). For reads on the pool, not inside a transaction.
 */
export function preparedSql<Row extends Record<string, unknown>>(db: Db, query: SQL): (values?: Record<string, unknown>) => Promise<Row[]> {
  const pool = (db as Db & { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('preparedSql needs the database of createDatabase (its pool)');
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  return async (values = {}) => (await pool.query<Row>({ name, text, values: fillPlaceholders(params, values), types: DRIZZLE_TYPES })).rows;
}

/**
 * The same for a statement of the booking write (issue #33.4), run on the connection of the
 * transaction (or the pool of the database) it is given: prepared, it is planned once per
 * connection instead of on every call. Gives the rows and the count as `execute` does.
 */
export function preparedStatement<Row extends Record<string, unknown>>(query: SQL): (executor: Db | Tx, values?: Record<string, unknown>) => Promise<{ rows: Row[]; rowCount: number }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  return async (executor, values = {}) => {
    const result = await connectionOf(executor).query<Row>({ name, text, values: fillPlaceholders(params, values), types: DRIZZLE_TYPES });
    return { rows: result.rows, rowCount: result.rowCount ?? 0 };
  };
}

/** A transaction's own connection (Drizzle's node-postgres session holds it), or the database's pool. */
function connectionOf(executor: Db | Tx): pg.Pool | pg.PoolClient {
  const client = (executor as unknown as { session?: { client?: pg.Pool | pg.PoolClient } }).session?.client;
  if (!client) throw new Error('preparedStatement needs a transaction or the database of createDatabase');
  return client;
}

const statementName = (text: string) => `q_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
