import { createHash } from 'node:crypto';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers go as they are: compressing them saves less than its headers and time cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text the API writes (JSON, HTML, iCalendar, CSV, JavaScript, XML, SVG). Not an event stream,
 * which must reach the client as written, and not images, archives or octet streams, which are
 * compressed already or unknown.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/i;

/** Answers nobody may keep: to a signed-in caller (or one that sets a cookie), and every error or write. */
const PRIVATE = 'private, no-store';
const NO_STORE = 'no-store';
/** A public read any cache may keep but must revalidate (the ETag makes that a 304). */
const REVALIDATE = 'no-cache';

/**
 * Marks the server render's in-process calls (plugins/server-render.ts): their answers are read
 * once, in this process, so they get neither an ETag nor compression (issue #33.3). A caller from
 * outside that sends it only does without both.
 */
export const IN_PROCESS_CALL_HEADER = 'x-chairly-in-process';

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
const isStream = (payload: unknown) => typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';

/**
 * The default Cache-Control of an answer whose route set none. Signed in means a bearer credential
 * was sent (a session token or an API key), whether or not the route needed one: what such a
 * caller reads may be hers alone.
 */
function defaultCacheControl(request: FastifyRequest, reply: FastifyReply): string {
  if (request.auth || request.headers.authorization) return PRIVATE;
  if (reply.hasHeader('set-cookie')) return PRIVATE;
  if (!isRead(request) || reply.statusCode >= 400) return NO_STORE;
  return REVALIDATE;
}

/** A weak validator: the same JSON may go out gzip, br or plain (RFC 9110 §8.8.1), so it is never byte-exact. */
const etagOf = (body: string | Buffer) => `W/"${createHash('sha256').update(body).digest('base64url')}"`;

/** If-None-Match by weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag with the same opaque part. */
function noneMatch(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** If-Modified-Since (RFC 9110 §13.1.3): counts only without If-None-Match, against the route's Last-Modified. */
function notModifiedSince(request: FastifyRequest, reply: FastifyReply): boolean {
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  const modified = Date.parse(String(reply.getHeader('last-modified') ?? ''));
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/**
 * Issue #32.5: HTTP caching and compression for every answer.
 * - Cache-Control on every answer whose route set none (routes that know better set their own: hashed
 *   assets immutable, the time-zone list a public max-age, the calendar feed `private, no-cache`).
 * - A weak ETag on every 200 answer to a GET or HEAD with a body in memory, and 304 when the
 *   caller already has it (If-None-Match; If-Modified-Since where the route gives Last-Modified).
 *   Written here rather than with @fastify/etag, which tags and 304s answers to any method and
 *   status (a POST or an error could become a 304) and compares If-None-Match as one string (D49).
 * - br or gzip (@fastify/compress) for text answers of 1 kB and more when the caller accepts it.
 *   Streams go as written (files on disk are precompressed by the web build; an event stream must
 *   not be buffered), and so do answers a route compressed itself (the server render).
 * The hook runs before compression (route-level hooks come after global ones), so the ETag is the
 * one of the uncompressed body and a 304 leaves nothing to compress.
 */
export const httpCachingPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', defaultCacheControl(request, reply));
      // @fastify/compress's own switch for "leave this one as it is".
      if (isStream(payload)) request.raw.headers['x-no-compression'] = 'stream';
      if (request.headers[IN_PROCESS_CALL_HEADER] !== undefined) {
        request.raw.headers['x-no-compression'] = 'in-process';
        return payload;
      }
      if (!isRead(request) || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
      const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
      reply.header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      const unchanged = ifNoneMatch === undefined ? notModifiedSince(request, reply) : noneMatch(ifNoneMatch, etag);
      if (!unchanged) return payload;
      reply.code(304);
      return '';
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE,
      // Request bodies are small JSON; decompressing them would only let a tiny upload grow large.
      globalDecompression: false,
    });
  },
  { name: 'http-caching' },
);
