import { copyFile, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../scripts/test/pg';
import { createDatabase, type Database } from './client';
import { migrate, MIGRATIONS_DIR } from './migrate';

let database: Database;
let drop: () => Promise<void>;

beforeEach(async () => {
  const testDb = await createTestDatabase('migrate');
  database = createDatabase(testDb.url);
  drop = testDb.drop;
});
afterEach(async () => {
  await database.close();
  await drop();
});

async function tables(): Promise<string[]> {
  const { rows } = await database.pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((r) => r.tablename);
}

describe('migrate', () => {
  it('applies the foundation once and records it', async () => {
    expect(await migrate(database.pool)).toContain('0001_foundation');
    expect(await tables()).toEqual(expect.arrayContaining(['rate_limits', 'schema_migrations', 'seed_runs', 'stylists', 'time_zones']));
    expect(await migrate(database.pool)).toEqual([]);
    const { rows } = await database.pool.query('SELECT name FROM schema_migrations');
    expect(rows.filter((r) => r.name === '0001_foundation')).toHaveLength(1);
  });

  it('is safe when several instances start at once', async () => {
    const others = [createDatabase(database.pool.options.connectionString!), createDatabase(database.pool.options.connectionString!)];
    const results = await Promise.all([migrate(database.pool), ...others.map((o) => migrate(o.pool))]);
    await Promise.all(others.map((o) => o.close()));
    expect(results.flat().filter((name) => name === '0001_foundation')).toHaveLength(1);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(2);
  });

  it('applies files in name order, and rolls a failing one back without recording it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'chairly-migrations-'));
    await writeFile(path.join(dir, '0002_second.sql'), 'INSERT INTO first (v) VALUES (2);');
    await writeFile(path.join(dir, '0001_first.sql'), 'CREATE TABLE first (v int); INSERT INTO first (v) VALUES (1);');
    await writeFile(path.join(dir, '0003_broken.sql'), 'CREATE TABLE third (v int); SELECT no_such_function();');
    await writeFile(path.join(dir, 'notes.txt'), 'not a migration');

    await expect(migrate(database.pool, dir)).rejects.toThrow(/Migration 0003_broken.sql failed/);
    const { rows } = await database.pool.query('SELECT v FROM first ORDER BY v');
    expect(rows.map((r) => r.v)).toEqual([1, 2]);
    expect(await tables()).not.toContain('third');
    const names = (await database.pool.query('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
    expect(names).toEqual(['0001_first', '0002_second']);
  });

  it('enforces the subdomain format and the reminder range', async () => {
    await migrate(database.pool);
    const insert = (subdomain: string | null, hours = 24) =>
      database.pool.query(
        'INSERT INTO stylists (auth_subject, email, subdomain, appointment_reminder_hours) VALUES (gen_random_uuid(), $1, $2, $3)',
        ['a@b.test', subdomain, hours],
      );
    await expect(insert('anna-b')).resolves.toBeDefined();
    await expect(insert(null)).resolves.toBeDefined();
    await expect(insert('Anna')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('-anna')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('ab')).rejects.toMatchObject({ code: '23514' });
    await expect(insert('anna-c', 49)).rejects.toMatchObject({ code: '23514' });
    await expect(insert('anna-b')).rejects.toMatchObject({ code: '23505' });
  });

  it('0010 adds the released state and relabels holds that were released as cancelled before it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'chairly-migrations-'));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    for (const file of files.filter((f) => f < '0010')) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await migrate(database.pool, dir);
    const q = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => database.pool.query<T>(text, values).then((r) => r.rows);
    const [stylist] = await q<{ id: string }>("INSERT INTO stylists (auth_subject, email) VALUES ('s-0010', 's@example.test') RETURNING id");
    const appointment = async (state: string, changes: [string | null, string][]) => {
      const [row] = await q<{ id: string }>(
        `INSERT INTO appointments (stylist_id, state, starts_at, ends_at, amount_cents, hold_expires_at, created_by, cancelled_at)
         VALUES ($1, $2, '2031-01-10T09:00:00Z', '2031-01-10T10:00:00Z', 0, $3, 'customer', $4) RETURNING id`,
        [stylist!.id, state, state === 'held' ? '2031-01-01T00:00:00Z' : null, state === 'cancelled' ? '2030-12-01T00:00:00Z' : null],
      );
      for (const [from, to] of changes) await q("INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor) VALUES ($1, $2, $3, 'customer')", [row!.id, from, to]);
      return row!.id;
    };
    const releasedHold = await appointment('cancelled', [[null, 'held'], ['held', 'cancelled']]);
    const cancelledBooking = await appointment('cancelled', [[null, 'held'], ['held', 'booked'], ['booked', 'cancelled']]);
    const runningHold = await appointment('held', [[null, 'held']]);
    await expect(q("UPDATE appointments SET state = 'released', hold_expires_at = NULL WHERE id = $1", [runningHold])).rejects.toMatchObject({ code: '23514' });

    for (const file of files.filter((f) => f.startsWith('0010'))) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    expect(await migrate(database.pool, dir)).toEqual(['0010_released_holds']);
    const state = async (id: string) => (await q<{ state: string; cancelled_at: Date | null }>('SELECT state, cancelled_at FROM appointments WHERE id = $1', [id]))[0];
    const history = async (id: string) => (await q<{ c: string }>("SELECT coalesce(from_state, '-') || '>' || to_state AS c FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id", [id])).map((r) => r.c);
    expect(await state(releasedHold)).toEqual({ state: 'released', cancelled_at: null });
    expect(await history(releasedHold)).toEqual(['->held', 'held>released']);
    expect(await state(cancelledBooking)).toEqual({ state: 'cancelled', cancelled_at: new Date('2030-12-01T00:00:00Z') });
    expect(await history(cancelledBooking)).toEqual(['->held', 'held>booked', 'booked>cancelled']);
    expect((await state(runningHold))?.state).toBe('held');
    await expect(q("UPDATE appointments SET state = 'released', hold_expires_at = NULL WHERE id = $1", [runningHold])).resolves.toBeDefined();
    await expect(q("UPDATE appointments SET state = 'gone' WHERE id = $1", [runningHold])).rejects.toMatchObject({ code: '23514' });
  });

  it('0011 gives existing appointments their plain range as what they occupy, and the constraint compares occupied ranges', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'chairly-migrations-'));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
    for (const file of files.filter((f) => f < '0011')) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await migrate(database.pool, dir);
    const q = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => database.pool.query<T>(text, values).then((r) => r.rows);
    const [stylist] = await q<{ id: string }>("INSERT INTO stylists (auth_subject, email) VALUES ('s-0011', 's@example.test') RETURNING id");
    const [before] = await q<{ id: string }>(
      `INSERT INTO appointments (stylist_id, state, starts_at, ends_at, amount_cents, created_by)
       VALUES ($1, 'booked', '2031-01-10T09:00:00Z', '2031-01-10T10:00:00Z', 0, 'stylist') RETURNING id`,
      [stylist!.id],
    );

    for (const file of files.filter((f) => f.startsWith('0011'))) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    expect(await migrate(database.pool, dir)).toEqual(['0011_occupied_ranges']);
    const [row] = await q<{ same: boolean }>("SELECT occupied = tstzmultirange(tstzrange(starts_at, ends_at)) AS same FROM appointments WHERE id = $1", [before!.id]);
    expect(row?.same).toBe(true);
    const insert = (occupied: string) =>
      q(
        `INSERT INTO appointments (stylist_id, state, starts_at, ends_at, occupied, amount_cents, created_by)
         VALUES ($1, 'booked', '2031-01-10T10:00:00Z', '2031-01-10T11:30:00Z', $2::tstzmultirange, 0, 'stylist')`,
        [stylist!.id, occupied],
      );
    // A colour 10:00–11:30 right after it, developing 10:30–11:10, cleaning up until 11:40: a short
    // appointment fits into its window, one in its buffer does not.
    await expect(insert('{[2031-01-10T10:00:00Z,2031-01-10T10:30:00Z),[2031-01-10T11:10:00Z,2031-01-10T11:40:00Z)}')).resolves.toBeDefined();
    const nested = `INSERT INTO appointments (stylist_id, state, starts_at, ends_at, amount_cents, created_by) VALUES ($1, 'booked', $2, $3, 0, 'stylist')`;
    await expect(q(nested, [stylist!.id, '2031-01-10T10:30:00Z', '2031-01-10T11:10:00Z'])).resolves.toBeDefined();
    await expect(q(nested, [stylist!.id, '2031-01-10T11:30:00Z', '2031-01-10T12:00:00Z'])).rejects.toMatchObject({ code: '23P01' });
  });
});
