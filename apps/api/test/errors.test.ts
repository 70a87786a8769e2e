import { AppError } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app';
import { buildTestApp, createMigratedDatabase, HOSTS } from './helpers';

let app: App;
let drop: () => Promise<void>;
const headers = { host: HOSTS.anna };

beforeAll(async () => {
  const db = await createMigratedDatabase('none');
  drop = db.drop;
  await db.database.pool.query(
    'CREATE TABLE slots (stylist_id int, during tstzrange, EXCLUDE USING gist (stylist_id WITH =, during WITH &&))',
  );
  app = await buildTestApp({ database: db.database });
  app.post(
    '/api/test/echo',
    { schema: { body: z.strictObject({ name: z.string().min(1), price: z.number().positive() }), response: { 200: z.object({ name: z.string() }) } } },
    async (request) => ({ name: request.body.name }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 at secret/internal/path.ts');
  });
  app.get('/api/test/rule', async () => {
    throw new AppError('BUSINESS_RULE', 'Cancellation window is over', { startsAt: 'Too late' });
  });
  app.post('/api/test/duplicate', async () => {
    await db.database.pool.query("INSERT INTO stylists (auth_subject, email) VALUES ('dup', 'a@b.test'), ('dup', 'a@b.test')");
  });
  app.post('/api/test/overlap', async () => {
    await db.database.pool.query(
      "INSERT INTO slots VALUES (1, '[2026-01-01 10:00Z, 2026-01-01 11:00Z)'), (1, '[2026-01-01 10:30Z, 2026-01-01 11:30Z)')",
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

function expectShape(body: Record<string, unknown>, requestId: unknown) {
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['code', 'message', 'requestId']));
  expect(Object.keys(body).every((k) => ['code', 'message', 'fields', 'requestId'].includes(k))).toBe(true);
  expect(body.requestId).toBe(requestId);
}

describe('error shape', () => {
  it('validation: 400 VALIDATION with a message per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: '', price: -1 } });
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), res.headers['x-request-id']);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys(res.json().fields).sort()).toEqual(['name', 'price']);
  });

  it('unknown body fields are rejected', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'a', price: 1, isAdmin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('malformed JSON is a 400 with the same shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers: { ...headers, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(res.statusCode).toBe(400);
    expectShape(res.json(), res.headers['x-request-id']);
  });

  it('unknown API routes: 404 NOT_FOUND as JSON, never the SPA', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/no/such/thing', headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('unexpected errors: 500 INTERNAL without internals', async () => {
    const res = await app.inject({ url: '/api/test/crash', headers });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error', requestId: res.headers['x-request-id'] });
    expect(res.body).not.toMatch(/ECONNREFUSED|secret|stack/);
  });

  it('AppError: its status, code, message and fields', async () => {
    const res = await app.inject({ url: '/api/test/rule', headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'BUSINESS_RULE', message: 'Cancellation window is over', fields: { startsAt: 'Too late' } });
  });

  it('payload too large: 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', headers, payload: { name: 'x'.repeat(1_100_000), price: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unique violation: 409 CONFLICT; exclusion violation: 409 SLOT_TAKEN', async () => {
    const dup = await app.inject({ method: 'POST', url: '/api/test/duplicate', headers });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('CONFLICT');
    const overlap = await app.inject({ method: 'POST', url: '/api/test/overlap', headers });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().code).toBe('SLOT_TAKEN');
  });

  it('echoes a caller-supplied UUID request id, and replaces anything else', async () => {
    const id = '1f0e6b0a-8c6d-4c2e-9a57-3d1c2b0a9f8e';
    const kept = await app.inject({ url: '/api/no/such', headers: { ...headers, 'x-request-id': id } });
    expect(kept.headers['x-request-id']).toBe(id);
    expect(kept.json().requestId).toBe(id);
    const replaced = await app.inject({ url: '/api/no/such', headers: { ...headers, 'x-request-id': '<script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
