import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { COOKIE_NAMES } from '@chairly/shared/constants';
import { readCookie } from '@chairly/shared/cookies';
import { textDirection } from '@chairly/shared/direction';
import { escapeHtml } from '@chairly/shared/html';
import type { ServerRenderer, ServerRenderRequest, ServerRenderResult } from '@chairly/shared/server-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IN_PROCESS_CALL_HEADER } from './http-caching';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Marks in apps/web/index.html around what the server replaces. */
const OUTLET = /<!--ssr-outlet-->[\s\S]*?<!--\/ssr-outlet-->/;
const STATE = '<!--ssr-state-->';
/** The config preload serves the client-rendered shell only; a rendered page carries its config. */
const CONFIG_PRELOAD = /\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/public\/app-config"[^>]*>/;

/**
 * A visitor with a session gets the client-rendered shell (the server renders signed-out pages). The
 * refresh cookie is HttpOnly and sent to the refresh call only, so pages see the `signed_in` hint
 * the server sets beside it (issue #28).
 */
const SESSION_COOKIES: string[] = [COOKIE_NAMES.signedIn, COOKIE_NAMES.refreshToken];

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIES.some((name) => readCookie(cookieHeader, name) !== null);
}

/** Vite's build manifest (apps/web/dist/.vite/manifest.json), the fields used here. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** The files a screen module needs beyond the entry's (already in index.html): its CSS and its code. */
export function pageAssets(manifest: BuildManifest, modules: readonly string[]): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    js.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return { css: [...css], js: [...js] };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the rendered page in #root, its state beside it and its screen's CSS linked. The
 * entry script and its preloads give way to /ssr-boot.js, which requests them once the page has
 * painted (docs/decisions.md D13).
 */
export function fillTemplate(template: string, page: ServerRenderResult, manifest: BuildManifest): string {
  // The page and its state go in last: every other replacement then scans the 2 kB template, not
  // the 60 kB page (issue #33.3).
  return fillHead(template, page, manifest).replace(OUTLET, () => page.html).replace(STATE, () => page.stateScript);
}

/** index.html's head made the page's: language, title, description, link preview, its CSS and the boot script. */
function fillHead(template: string, page: ServerRenderResult, manifest: BuildManifest): string {
  const assets = pageAssets(manifest, page.modules);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}" dir="${textDirection(page.language)}"`)
    .replace(CONFIG_PRELOAD, '');
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(page.description ?? '')}" />`,
    );
  const preview = previewTags(page);
  if (preview) html = html.replace(/\s*<\/head>/, () => `${preview}\n  </head>`);
  if (!entry) return html;
  const styles = assets.css.map((href) => `\n    <link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  const boot = `\n    <script defer src="/ssr-boot.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preloads, ...assets.js].join(' '))}"></script>`;
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return html.replace(/\s*<\/head>/, () => `${styles}${boot}\n  </head>`);
}

/**
 * Open Graph and Twitter card tags of a page worth sharing (issue #31.7): a link to her booking page
 * posted in a chat or a social network shows a card with her business, description and picture.
 */
export function previewTags(page: Pick<ServerRenderResult, 'title' | 'description' | 'preview' | 'language'>): string | null {
  const { preview, title, description } = page;
  if (!preview || !title) return null;
  const tags: [string, string, string | undefined][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', preview.siteName],
    ['property', 'og:url', preview.url],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', preview.image],
    ['property', 'og:locale', page.language.replace('-', '_')],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', preview.image],
  ];
  return tags
    .filter(([, , content]) => content)
    .map(([attribute, key, content]) => `\n    <meta ${attribute}="${key}" content="${escapeHtml(content ?? '')}" />`)
    .join('');
}

/** A file of the web build, read again only when a new build replaced it; kept per renderer, not per module. */
function createBuildFileReader<T>(parse: (text: string) => T) {
  let kept: { file: string; mtimeMs: number; value: T } | null = null;
  return async (file: string): Promise<T> => {
    const { mtimeMs } = await stat(file);
    if (kept?.file !== file || kept.mtimeMs !== mtimeMs) {
      kept = { file, mtimeMs, value: parse(await readFile(file, 'utf8')) };
    }
    return kept.value;
  };
}

/** The renderer the web build wrote next to the SPA, or null (not built: pages are client-rendered). */
export async function loadRenderer(serverDir: string): Promise<ServerRenderer | null> {
  const entry = path.join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as Partial<ServerRenderer>;
  return typeof module.renderPage === 'function' ? (module as ServerRenderer) : null;
}

/** An answer that says nothing about the page, only about this moment or this visitor: rate limited, or the API failing (transient). */
const isTransient = (statusCode: number) => statusCode === 429 || statusCode >= 500;

/**
 * Same-process calls to this API, as the visitor's request to the page's host (rate limits apply to
 * them); `seen.transient` keeps the status of a transient answer one of them got (isTransient).
 * The host is the request's trusted host, passed explicitly: the raw Host header may name another
 * stylist than the one the page is rendered (and cached) for. Marked as in-process: the answers
 * are read here once, so they are neither hashed for an ETag nor compressed (http-caching.ts).
 */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest, seen: { transient: number | null }): ServerRenderRequest['fetch'] {
  const { host } = request.trustedHost;
  return async (url, init) => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    headers.host = host;
    headers[IN_PROCESS_CALL_HEADER] = 'server-render';
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    if (isTransient(response.statusCode)) seen.transient = response.statusCode;
    const responseHeaders = new Headers();
    const contentType = response.headers['content-type'];
    if (typeof contentType === 'string') responseHeaders.set('content-type', contentType);
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.body;
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}

type Encoding = 'br' | 'gzip';

function preferredEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(html: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(Buffer.from(html), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(Buffer.from(html), { level: 6 });
}

/** A rendered page is reused this long: the client treats its data as fresh for 30 s too (query-client.ts). */
export const RENDER_CACHE_TTL_MS = 30_000;
/** Pages kept at most (the least recently used go first); a page is ~60 kB of HTML. */
export const RENDER_CACHE_MAX = 200;
/** A render taking longer is given up: the visitor gets the client-rendered shell instead of waiting. */
export const RENDER_TIMEOUT_MS = 3_000;

/**
 * The page could not be rendered for a reason of the moment (this visitor rate limited, the API
 * failing): the visitor gets the shell and, unlike a page that cannot be rendered at all (an
 * unknown stylist, a page the renderer does not name), the result is not kept for the next one.
 */
class TransientFailure extends Error {
  constructor(readonly statusCode: number) {
    super(`server rendering got a ${statusCode} from the API`);
  }
}

type Rendered = { html: string; compressed: Map<string, Promise<Buffer>> };
type CacheEntry = { expires: number; page: Promise<Rendered | null> };

type ServerRendererOptions = {
  app: FastifyInstance;
  indexFile: string;
  renderer: ServerRenderer;
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  now?: () => number;
};

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`server rendering took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The server-rendered pages do not read the query string (apps/web/src/ssr/pages.ts), so it is left
 * out: a shared link with a tracking parameter unique to every click (`?fbclid=…`) is one page.
 */
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/** What the rendered page depends on: the (trusted) host, the path and the visitor's language preferences. */
function cacheKey(request: FastifyRequest): string {
  const langCookie = readCookie(request.headers.cookie, 'lang') ?? '';
  const { protocol, host } = request.trustedHost;
  return [`${protocol}://${host}`, pathOf(request), langCookie, request.headers['accept-language'] ?? ''].join('\n');
}

/**
 * Renders the public pages for signed-out visitors (docs/decisions.md D13) and keeps each result
 * for RENDER_CACHE_TTL_MS: concurrent visitors of the same page share one render, and a busy page
 * costs one render (five in-process API calls) per 30 s instead of one per visit.
 */
export function createServerRenderer({
  app,
  indexFile,
  renderer,
  ttlMs = RENDER_CACHE_TTL_MS,
  maxEntries = RENDER_CACHE_MAX,
  timeoutMs = RENDER_TIMEOUT_MS,
  now = Date.now,
}: ServerRendererOptions) {
  const cache = new Map<string, CacheEntry>();
  const readManifest = createBuildFileReader((text) => JSON.parse(text) as BuildManifest);
  // index.html too: once per build, not from disk for every render.
  const readTemplate = createBuildFileReader((text) => text);

  async function render(request: FastifyRequest): Promise<Rendered | null> {
    const { host, hostname, port, protocol } = request.trustedHost;
    const configResponse = await app.inject({
      method: 'GET',
      url: '/api/public/app-config',
      headers: { host, [IN_PROCESS_CALL_HEADER]: 'server-render' },
      remoteAddress: request.ip,
    });
    if (isTransient(configResponse.statusCode)) throw new TransientFailure(configResponse.statusCode);
    if (configResponse.statusCode !== 200) return null;
    const seen: { transient: number | null } = { transient: null };
    const page = await renderer.renderPage({
      url: pathOf(request),
      hostname,
      protocol: `${protocol}:`,
      port,
      config: configResponse.json(),
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
      fetch: inProcessFetch(app, request, seen),
    });
    if (!page && seen.transient !== null) throw new TransientFailure(seen.transient);
    if (!page) return null;
    const manifest = await readManifest(path.join(path.dirname(indexFile), '.vite', 'manifest.json'));
    return { html: fillTemplate(await readTemplate(indexFile), page, manifest), compressed: new Map() };
  }

  function cached(request: FastifyRequest): Promise<Rendered | null> {
    const key = cacheKey(request);
    const hit = cache.get(key);
    if (hit && hit.expires > now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.page;
    }
    const page = within(render(request), timeoutMs);
    cache.set(key, { expires: now() + ttlMs, page });
    // A failed render is not kept: the next visit tries again.
    page.catch(() => cache.delete(key));
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return page;
  }

  /**
   * Sends the server-rendered page for a signed-out visitor's GET of one of the pages the web app
   * renders on the server; false when this request is not one (the caller sends the plain shell).
   * A failed render is logged and falls back to the shell: the client renders the page itself.
   */
  async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || hasSessionCookie(request.headers.cookie)) return false;
    try {
      const page = await cached(request);
      if (!page) return false;
      const encoding = preferredEncoding(request);
      let compressed = encoding ? page.compressed.get(encoding) : undefined;
      if (encoding && !compressed) {
        compressed = compress(page.html, encoding);
        page.compressed.set(encoding, compressed);
      }
      reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      await reply.send(compressed ? await compressed : page.html);
      return true;
    } catch (error) {
      if (error instanceof TransientFailure) request.log.info({ url: request.url, statusCode: error.statusCode }, 'server rendering put off; sending the client-rendered page');
      else request.log.warn({ err: error, url: request.url }, 'server rendering failed; sending the client-rendered page');
      return false;
    }
  }

  return { send };
}

