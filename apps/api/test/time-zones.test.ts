import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

let app: App;
let drop: () => Promise<void>;
let total: number;
let pool: pg.Pool;
beforeAll(async () => {
  const db = await createMigratedDatabase('reference');
  drop = db.drop;
  pool = db.database.pool;
  total = (await db.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM time_zones')).rows[0]!.n;
  app = await createTestApp({ database: db.database });
});
afterAll(async () => {
  await app.close();
  await drop();
});

const list = (query = '') => app.inject({ url: `/api/time_zone_dictionaries${query}`, headers: { host: HOSTS.anna } });

describe('GET /api/time_zone_dictionaries', () => {
  it('answers a JSON-LD collection of 10 by default, west to east', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ '@id': '/api/time_zone_dictionaries', '@type': 'hydra:Collection', 'hydra:totalItems': total });
    expect(body['hydra:member']).toHaveLength(10);
    const first = body['hydra:member'][0];
    expect(Object.keys(first).sort()).toEqual(['@id', 'id', 'name']);
    expect(first['@id']).toBe(`/api/time_zone_dictionaries/${first.id}`);
    expect(first.name).toMatch(/^\(UTC-1[12]:00\) /);
  });

  it('pages without gaps or overlaps, and the last page is partial', async () => {
    const lastPage = Math.ceil(total / 100);
    const ids: number[] = [];
    for (let page = 1; page <= lastPage + 1; page++) {
      const members = (await list(`?itemsPerPage=100&page=${page}`)).json()['hydra:member'] as { id: number }[];
      if (page === lastPage) expect(members).toHaveLength(total - 100 * (lastPage - 1));
      if (page === lastPage + 1) expect(members).toEqual([]);
      ids.push(...members.map((m) => m.id));
    }
    expect(new Set(ids).size).toBe(total);
  });

  it('pagination=false returns every zone at once (the settings select)', async () => {
    const body = (await list('?pagination=false')).json();
    expect(body['hydra:member']).toHaveLength(total);
    expect(body['hydra:member'].map((m: { name: string }) => m.name)).toContain('(UTC+01:00) Europe/Berlin');
  });

  it('sorts by name when asked', async () => {
    const names = (await list('?itemsPerPage=25&order[name]=asc')).json()['hydra:member'].map((m: { name: string }) => m.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('a page is kept per instance, and a change to the zones shows in the very next read (issue #22)', async () => {
    const first = async () => (await list('?itemsPerPage=10&page=1')).json()['hydra:member'][0] as { id: number; name: string };
    const before = await first();
    // Kept: a change that notifies nobody (triggers off for this session) is not read again.
    const quiet = await pool.connect();
    try {
      await quiet.query("SET session_replication_role = 'replica'");
      await quiet.query('UPDATE time_zones SET label = label || $2 WHERE id = $1', [before.id, ' (unheard)']);
      expect(await first()).toEqual(before);
    } finally {
      await quiet.query("SET session_replication_role = 'origin'");
      quiet.release();
    }
    // The label is put back below with notifications on (its change is then heard).
    const { rows } = await pool.query<{ label: string }>('UPDATE time_zones SET label = label || $2 WHERE id = $1 RETURNING label', [before.id, ' (renamed)']);
    try {
      expect(await first()).toEqual({ ...before, name: rows[0]!.label });
      const count = (await list()).json()['hydra:totalItems'];
      await pool.query("INSERT INTO time_zones (name, label, utc_offset_minutes) VALUES ('Test/Zone', '(UTC+14:00) Test/Zone', 840)");
      expect((await list()).json()['hydra:totalItems']).toBe(count + 1);
    } finally {
      await pool.query("DELETE FROM time_zones WHERE name = 'Test/Zone'");
      await pool.query('UPDATE time_zones SET label = $2 WHERE id = $1', [before.id, before.name]);
    }
    expect(await first()).toEqual(before);
    expect((await list()).json()['hydra:totalItems']).toBe(total);
  });

  it.each([
    ['?itemsPerPage=7', 'itemsPerPage'],
    ['?page=0', 'page'],
    ['?order[utc_offset_minutes]=asc', 'order[utc_offset_minutes]'],
    ['?pagination=maybe', 'pagination'],
  ])('%s → 400 VALIDATION on %s', async (query, field) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});
