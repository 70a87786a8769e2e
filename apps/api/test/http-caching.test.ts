import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/http-caching';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { createWebDist } from './helpers';

/**
 * Issue #32.5: answers compressed when the caller accepts it, Cache-Control on every answer, and
 * ETags with 304 on reads.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
const bigScript = `console.log(${JSON.stringify('chairly '.repeat(400))});`;

beforeAll(async () => {
  const dist = await createWebDist();
  // A hashed asset the build left without .br/.gz copies: served from disk as it is.
  await writeFile(path.join(dist, 'assets', 'plain-abc123.js'), bigScript);
  f = await createBookingFixture({}, { webDist: dist });
  nora = await f.openStylist('nora');
});
afterAll(() => f.close());

const get = (url: string, headers: Record<string, string> = {}) => f.app.inject({ method: 'GET', url, headers: { host: nora.host, ...headers } });
const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = res.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString('utf8');
};

describe('compression', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
    [undefined, undefined],
    [undefined, 'identity'],
  ])('sends the time-zone list %s for Accept-Encoding: %s', async (encoding, accept) => {
    const plain = await get('/api/time_zone_dictionaries?pagination=false');
    const res = await get('/api/time_zone_dictionaries?pagination=false', accept ? { 'accept-encoding': accept } : {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    if (encoding) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    expect(JSON.parse(decoded(res))).toEqual(plain.json());
  });

  it('sends the OpenAPI document compressed', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res))).toMatchObject({ openapi: expect.any(String), paths: expect.any(Object) });
  });

  it('leaves a tiny answer as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a file streamed from disk a second time, nor one without a precompressed copy', async () => {
    const res = await get('/assets/plain-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(bigScript);
  });
});

describe('Cache-Control', () => {
  it('says private, no-store to a signed-in caller', async () => {
    const res = await get('/api/customers', nora.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // Even on a public read: what a signed-in caller reads may be hers alone.
    expect((await get('/api/public/services', nora.headers)).headers['cache-control']).toBe('private, no-store');
  });

  it('lets a cache keep a public read only if it revalidates; the time-zone list for an hour', async () => {
    expect((await get('/api/public/services')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/public/app-config')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/time_zone_dictionaries')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('says no-store on errors and writes', async () => {
    expect((await get('/api/no-such-thing')).headers['cache-control']).toBe('no-store');
    const refused = await f.app.inject({ method: 'POST', url: '/api/blocked_times', headers: { host: nora.host }, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('leaves the SPA its own: the page revalidated, hashed assets immutable', async () => {
    const page = await get('/login');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('ETag', () => {
  it('tags a public read and answers 304 while it is unchanged, the new list once it changes', async () => {
    const first = await get('/api/public/services');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const match of [etag, etag.slice(2), `"nope", ${etag}`, '*']) {
      const again = await get('/api/public/services', { 'if-none-match': match });
      expect(again.statusCode, match).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    await f.pool.query("UPDATE services SET name = 'Long cut' WHERE id = $1", [nora.services[0]]);
    const changed = await get('/api/public/services', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Long cut');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags a signed-in read the same way, whether or not the answer goes compressed', async () => {
    const plain = await get('/api/time_zone_dictionaries?pagination=false', nora.headers);
    const br = await get('/api/time_zone_dictionaries?pagination=false', { ...nora.headers, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await get('/api/time_zone_dictionaries?pagination=false', { ...nora.headers, 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const customers = await get('/api/customers', nora.headers);
    expect((await get('/api/customers', { ...nora.headers, 'if-none-match': String(customers.headers.etag) })).statusCode).toBe(304);
  });

  it('never tags or 304s an error or a write', async () => {
    const missing = await get('/api/no-such-thing', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const written = await f.app.inject({
      method: 'POST',
      url: '/api/blocked_times',
      headers: { ...nora.headers, 'if-none-match': '*' },
      payload: { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T11:00:00Z', note: '' },
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.headers.etag).toBeUndefined();
    expect(written.headers['cache-control']).toBe('private, no-store');
  });
});
