import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { demoStylist, type TestStylist } from './catalogue';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

type PublicMember = { id: number; name: string; price: number; duration: number; hourly: boolean; category: { id: number; name: string; parent: number | null } };

let app: App;
let drop: () => Promise<void>;
let anna: TestStylist;
let query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

beforeAll(async () => {
  const db = await createMigratedDatabase('demo');
  drop = db.drop;
  app = await createTestApp({ database: db.database });
  anna = await demoStylist(app, db.database.pool, 'anna');
  query = (sql, params) => db.database.pool.query(sql, params);
});
afterAll(async () => {
  await app.close();
  await drop();
});

function get(host: string, language?: string) {
  return app.inject({ method: 'GET', url: '/api/public/services?_=123', headers: { host, ...(language ? { 'accept-language': language } : {}) } });
}

async function publicIdsInDb(subdomain: string): Promise<number[]> {
  const { rows } = await query(
    `SELECT s.id FROM services s JOIN stylists st ON st.id = s.stylist_id
     WHERE st.subdomain = $1 AND s.public AND s.deleted_at IS NULL ORDER BY s.id`,
    [subdomain],
  );
  return rows.map((r) => Number(r.id));
}

describe('GET /api/public/services', () => {
  it("lists only the public, not deleted services of the subdomain's stylist, without a token", async () => {
    const res = await get(HOSTS.anna);
    expect(res.statusCode).toBe(200);
    const members: PublicMember[] = res.json()['hydra:member'];
    expect(members.map((m) => m.id).sort((a, b) => a - b)).toEqual(await publicIdsInDb('anna'));
    expect(res.json()['hydra:totalItems']).toBe(members.length);
    expect(members.length).toBeGreaterThan(3);
    const { rows } = await query('SELECT count(*)::int AS n FROM services WHERE stylist_id = $1 AND NOT public', [anna.id]);
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
    expect(Object.keys(members[0]!).sort()).toEqual(['@id', 'category', 'duration', 'hourly', 'id', 'name', 'price']);
    expect(members[0]!.category).toEqual({ id: expect.any(Number), name: expect.any(String), parent: expect.any(Number) });
  });

  it('groups services by category and names categories in the request language', async () => {
    const members: PublicMember[] = (await get(HOSTS.anna, 'de')).json()['hydra:member'];
    const categoryOrder = members.map((m) => m.category.id);
    const seen = new Set<number>();
    for (const [i, id] of categoryOrder.entries()) {
      if (i > 0 && categoryOrder[i - 1] !== id) expect(seen.has(id)).toBe(false);
      seen.add(id);
    }
    expect(members.find((m) => m.name === "Men's cut")?.category.name).toBe('Haarschnitte');
  });

  it('a deleted public service disappears from the public list', async () => {
    const before: PublicMember[] = (await get(HOSTS.anna)).json()['hydra:member'];
    const target = before[0]!;
    expect((await app.inject({ method: 'DELETE', url: `/api/services/${target.id}`, headers: anna.headers })).statusCode).toBe(204);
    const after: PublicMember[] = (await get(HOSTS.anna)).json()['hydra:member'];
    expect(after.map((m) => m.id)).not.toContain(target.id);
    expect(after).toHaveLength(before.length - 1);
  });

  it("bella's subdomain shows bella's services only", async () => {
    const members: PublicMember[] = (await get('bella.chairly.localhost')).json()['hydra:member'];
    expect(members.map((m) => m.id).sort((a, b) => a - b)).toEqual(await publicIdsInDb('bella'));
    expect(members.map((m) => m.name)).toContain('Gel manicure');
  });

  it('404 for an unknown subdomain and for hosts without a stylist', async () => {
    expect((await get('nobody.chairly.localhost')).statusCode).toBe(404);
    expect((await get(HOSTS.root)).statusCode).toBe(404);
    expect((await get(HOSTS.app)).statusCode).toBe(404);
  });
});
