import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { customerAuth } from './auth';
import { anonymous, newStylist, type TestStylist } from './catalogue';
import { createMigratedDatabase, createTestApp } from './helpers';

type Category = { id: number; name: string; slug: string; parent: number | null };

let app: App;
let drop: () => Promise<void>;
let stylist: TestStylist;

beforeAll(async () => {
  const db = await createMigratedDatabase('reference');
  drop = db.drop;
  app = await createTestApp({ database: db.database });
  stylist = await newStylist(app, db.database.pool, 'erin');
});
afterAll(async () => {
  await app.close();
  await drop();
});

function get(query = '', language?: string) {
  const headers = language ? { ...stylist.headers, 'accept-language': language } : stylist.headers;
  return app.inject({ method: 'GET', url: `/api/services/categories${query}`, headers });
}

describe('GET /api/services/categories', () => {
  it('lists the tree: every top-level group followed by its sub-categories', async () => {
    const res = await get('?itemsPerPage=100');
    expect(res.statusCode).toBe(200);
    const members: Category[] = res.json()['hydra:member'];
    expect(res.json()['hydra:totalItems']).toBe(members.length);
    const roots = members.filter((c) => c.parent === null);
    expect(roots.map((c) => c.name)).toEqual(['Hair', 'Colour', 'Nails', 'Lashes & brows', 'Skin', 'Massage', 'Make-up']);
    for (const root of roots) {
      const children = members.filter((c) => c.parent === root.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(4);
      const at = members.indexOf(root);
      expect(members.slice(at + 1, at + 1 + children.length)).toEqual(children);
    }
    expect(members[0]).toEqual({ '@id': `/api/services/categories/${members[0]!.id}`, id: members[0]!.id, name: 'Hair', slug: 'hair', parent: null });
  });

  it.each([
    ['de-DE,de;q=0.9', 'Haare', 'Wimpern & Brauen'],
    ['fr', 'Cheveux', 'Cils & sourcils'],
    ['pt-BR', 'Cabelo', 'Pestanas & sobrancelhas'],
    ['ar-EG,ar;q=0.9', 'الشعر', 'الرموش والحواجب'],
    ['es', 'Hair', 'Lashes & brows'],
    // The shared negotiation (@chairly/shared): a q that is not a number drops its tag (it used to
    // count as q=1 here), and `*` is the fallback at its own q.
    ['de;q=abc, fr;q=0.1', 'Cheveux', 'Cils & sourcils'],
    ['ja, *;q=0.5, de;q=0.4', 'Hair', 'Lashes & brows'],
  ])('names in the Accept-Language language (%s)', async (language, hair, lashes) => {
    const members: Category[] = (await get('?itemsPerPage=100', language)).json()['hydra:member'];
    expect(members.find((c) => c.slug === 'hair')?.name).toBe(hair);
    expect(members.find((c) => c.slug === 'lashes-brows')?.name).toBe(lashes);
  });

  it('paginates', async () => {
    const all: Category[] = (await get('?itemsPerPage=100')).json()['hydra:member'];
    const page2 = (await get('?page=2&itemsPerPage=10')).json();
    expect(page2['hydra:member']).toEqual(all.slice(10, 20));
    expect(page2['hydra:totalItems']).toBe(all.length);
    expect((await get('?itemsPerPage=7')).statusCode).toBe(400);
  });

  it('needs a stylist token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/services/categories', headers: anonymous })).statusCode).toBe(401);
    const customer = { ...(await customerAuth(app, { accountId: 1 })), host: anonymous.host };
    expect((await app.inject({ method: 'GET', url: '/api/services/categories', headers: customer })).statusCode).toBe(403);
  });
});
