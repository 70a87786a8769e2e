import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';
import type { App } from '../src/app';

/**
 * Issue #32.4 (D48): the OpenAPI document a client generator reads. Redocly's recommended rules
 * (apps/api/redocly.yaml, with its one reasoned exception) and what a generated client relies on.
 */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; content?: unknown; description?: string }>;
  parameters?: { name: string; in: string; required?: boolean; schema: { enum?: unknown[] } }[];
  tags?: string[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string; description?: string }[];
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;
let source: string;
let doc: Document;

const operations = () =>
  Object.entries(doc.paths).flatMap(([url, item]) => Object.entries(item).map(([method, operation]) => ({ where: `${method.toUpperCase()} ${url}`, operation })));
const op = (method: string, url: string): Operation => {
  const found = doc.paths[url]?.[method];
  if (!found) throw new Error(`${method} ${url} is not in the document`);
  return found;
};
const statuses = (operation: Operation) => Object.keys(operation.responses);

beforeAll(async () => {
  db = await createMigratedDatabase('none');
  app = await createTestApp({ database: db.database });
  const res = await app.inject({ url: '/api/docs/json', headers: { host: HOSTS.root } });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules: no error and no warning besides the reasoned ignores", async () => {
    const config = await loadConfig({ configPath: path.join(API_DIR, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: path.join(API_DIR, 'openapi.json'), config });
    const reported = problems.filter((problem) => !problem.ignored).map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(reported).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op('get', '/api/services/{id}').operationId).toBe('getServicesById');
    expect(op('delete', '/api/open_hours/overrides/{date}').operationId).toBe('deleteOpenHoursOverridesByDate');
  });

  it('documents the errors an operation answers, each with the one error shape', () => {
    const refs = (operation: Operation) => Object.fromEntries(Object.entries(operation.responses).filter(([status]) => status >= '400').map(([status, response]) => [status, response.$ref]));
    // Guarded, an id in the path, a write: validation, sign-in, role, not found, conflict, rate limit.
    expect(refs(op('put', '/api/services/{id}'))).toEqual({
      400: '#/components/responses/BadRequest',
      401: '#/components/responses/Unauthorized',
      403: '#/components/responses/Forbidden',
      404: '#/components/responses/NotFound',
      409: '#/components/responses/Conflict',
      422: '#/components/responses/UnprocessableEntity',
      429: '#/components/responses/TooManyRequests',
    });
    // Public and without parameters: only the rate limit.
    expect(statuses(op('get', '/api/public/app-config'))).toEqual(['200', '429']);
    // Declared by its module: the booking rules (422), a declined deposit card (402), not a stylist's host (404).
    expect(statuses(op('post', '/api/logged-customer/appointment/confirm'))).toEqual(expect.arrayContaining(['402', '404', '422']));
    expect(doc.components.responses.TooManyRequests).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
    expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['code', 'message'] });
    for (const { where, operation } of operations()) {
      if (where === 'GET /api/health') continue;
      expect(statuses(operation).some((status) => status.startsWith('4')), where).toBe(true);
    }
  });

  it('lists the page sizes and statistics the server accepts, and says when the list range is required', () => {
    for (const url of ['/api/services', '/api/customers', '/api/appointments/list', '/api/rates', '/api/time_zone_dictionaries']) {
      const itemsPerPage = op('get', url).parameters?.find((parameter) => parameter.name === 'itemsPerPage');
      expect(itemsPerPage?.schema.enum, url).toEqual([10, 25, 50, 100]);
    }
    const statistic = op('get', '/api/dashboard/statistics/{type}').parameters?.find((parameter) => parameter.name === 'type');
    expect(statistic?.schema.enum).toContain('appointments-count-booked-today');
    const after = op('get', '/api/appointments/list').parameters?.find((parameter) => parameter.name === 'startsAt[after]');
    expect(after).toMatchObject({ description: expect.stringMatching(/^Required unless customerId is given/) });
    expect(op('get', '/api/appointments').parameters?.find((parameter) => parameter.name === 'startsAt[after]')?.required).toBe(true);
  });

  it('documents no body on a 204, and DELETE /api/open_hours/overrides/{date} as the 204 it answers', () => {
    const noContent = operations().filter(({ operation }) => operation.responses['204']);
    expect(noContent.length).toBeGreaterThanOrEqual(6);
    for (const { where, operation } of noContent) expect(operation.responses['204'], where).toEqual({ description: 'No Content' });
    expect(statuses(op('delete', '/api/open_hours/overrides/{date}'))).toContain('204');
    expect(statuses(op('delete', '/api/open_hours/overrides/{date}'))).not.toContain('200');
  });

  it('says which operations are public (security: []) and which take a bearer credential', () => {
    expect(op('get', '/api/public/services').security).toEqual([]);
    expect(op('post', '/oidc_verify_stylist_token').security).toEqual([]);
    expect(op('get', '/api/services').security).toEqual([{ bearer: [] }]);
    for (const { where, operation } of operations()) {
      expect(operation.security, where).toBeDefined();
      if ((operation.security ?? []).length > 0) expect(statuses(operation), where).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('declares every tag it uses at the top level, with a description', () => {
    const used = new Set(operations().flatMap(({ operation }) => operation.tags ?? []));
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description, tag.name).toMatch(/\w/);
    expect(doc.tags.find((tag) => tag.name === 'appointments')?.description).toMatch(/appointments/);
  });
});
