/**
 * Server-side rendering of the public pages (built by `vite build --ssr`, loaded by the API's SPA
 * plugin). Renders the same <App> the browser hydrates, with the data and translations it used, so
 * the first paint needs no script and the client's first render matches it exactly.
 */
import { acceptedLanguages } from '@chairly/shared/accept-language';
import { DEFAULT_LOCALE } from '@chairly/shared/constants';
import type { Locale } from '@chairly/shared/constants';
import { readCookie } from '@chairly/shared/cookies';
import { detectHost } from '@chairly/shared/hosts';
import type { HostKind } from '@chairly/shared/hosts';
import type { ServerRenderRequest, ServerRenderResult } from '@chairly/shared/server-render';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
// The edge build, not Node's: Node's keeps each render in an AsyncLocalStorage, and on Node 20 the
// first `run` turns async hooks on for the rest of the process, which makes every promise of every
// later request dearer (about an eighth of a health probe's CPU in the bench). Its only use is
// resource hints (`preload`) called outside a render, which the pages do not make. (React's
// development build on Node 20, which lacks ArrayBuffer.prototype.detached, logs once that it met an
// empty buffer: an empty chunk it cannot tell from a transferred one. Harmless; Node 22 has the check.)
import { prerender } from 'react-dom/static.edge';
import { renderToString } from 'react-dom/server.edge';
import { matchRoutes, StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { createRuntime, parseAppConfig } from '@/config/app-config';
import type { RouteName } from '@/config/route-types';
import { routesForHost } from '@/config/routes';
import { setApiTransport } from '@/lib/api-client';
import { i18n, initI18n, SHELL_NAMESPACES } from '@/lib/i18n';
import type { InlineResources } from '@/lib/i18n';
import { LANG_COOKIE, pickLanguage } from '@/lib/language';
import { PageMetaCollector } from '@/lib/page-title';
import type { PageMeta } from '@/lib/page-title';
import { createQueryClient } from '@/lib/query-client';
import { SERVER_RENDERED_PAGES } from './pages';
import type { ServerRenderedPage } from './pages';
import { serializeSsrState, SSR_STATE_ID } from './state';
import type { SsrState } from './state';

export type RenderRequest = ServerRenderRequest;
export type RenderResult = ServerRenderResult & { language: Locale };

/** At most this many render passes: each fetches the queries the previous one discovered. */
const MAX_PASSES = 3;

let initialised: Promise<void> | null = null;
// One render at a time: i18next's language and the API transport are module state.
let queue: Promise<unknown> = Promise.resolve();

/** React's marker of a Suspense boundary left to the client: its content was not ready (or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup. Once every lazy module the page uses has arrived (from the second render of a
 * page in a process on), React's string renderer draws it synchronously, without the stream,
 * TextEncoder and scheduling of `prerender`, for the same markup (issue #33.3, D58). A boundary it
 * had to leave to the client (a module not yet loaded), or a throw (something suspended outside any
 * boundary, or failed), sends the page to `prerender`, which waits, and fails as it always did.
 */
async function toHtml(element: ReactNode): Promise<string> {
  let html: string | null;
  try {
    html = renderToString(element);
  } catch {
    html = null;
  }
  return html === null || html.includes(CLIENT_RENDERED_BOUNDARY) ? prerenderToHtml(element) : html;
}

async function prerenderToHtml(element: ReactNode): Promise<string> {
  // No outlined boundaries: those are revealed by inline scripts, which the CSP (script-src 'self') blocks.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  // Read directly and decoded once: cheaper than `new Response(prelude).text()` (issue #33.3).
  const reader = prelude.getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return Buffer.concat(chunks).toString('utf8');
}

/** Pages looked up by host kind and path, at most this many kept (React Router ranks the whole route table per lookup). */
const PAGE_LOOKUPS_MAX = 512;
const pageLookups = new Map<string, { name: RouteName; page: ServerRenderedPage } | null>();

/** The server-rendered page (and its route's name) at this path on this kind of host, or null. */
function serverRenderedPage(host: HostKind, pathname: string): { name: RouteName; page: ServerRenderedPage } | null {
  const key = `${host.kind}\n${pathname}`;
  const known = pageLookups.get(key);
  if (known !== undefined) return known;
  const def = matchRoutes(
    routesForHost(host).map((route) => ({ path: route.path, def: route })),
    pathname,
  )?.at(-1)?.route.def;
  const page = def && !def.redirect ? SERVER_RENDERED_PAGES[def.name] : undefined;
  const found = def && page ? { name: def.name, page } : null;
  if (pageLookups.size >= PAGE_LOOKUPS_MAX) pageLookups.delete(pageLookups.keys().next().value as string);
  pageLookups.set(key, found);
  return found;
}

/** Queries the last pass created but could not fetch (the server runs no effects). */
async function fetchDiscovered(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}

function inlineResources(language: Locale, namespaces: readonly string[]): InlineResources {
  const resources: InlineResources = {};
  for (const lng of new Set([language, DEFAULT_LOCALE])) {
    resources[lng] = {};
    for (const ns of namespaces) {
      const bundle = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
      if (bundle) resources[lng][ns] = bundle;
    }
  }
  return resources;
}

async function renderNow(request: RenderRequest): Promise<RenderResult | null> {
  const config = parseAppConfig(request.config);
  const runtime = createRuntime(config, request);
  const pathname = new URL(request.url, 'http://placeholder').pathname;
  const page = serverRenderedPage(detectHost(request.hostname, config.baseDomain), pathname)?.page;
  if (!page) return null;

  const language = pickLanguage({
    stored: null,
    cookie: readCookie(request.cookieHeader, LANG_COOKIE),
    navigatorLanguages: acceptedLanguages(request.acceptLanguage),
  });
  initialised ??= initI18n(DEFAULT_LOCALE);
  await initialised;
  await i18n.changeLanguage(language);
  const namespaces = [...SHELL_NAMESPACES, ...page.namespaces];
  await i18n.loadNamespaces(namespaces);

  setApiTransport((url, init) =>
    request.fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'Accept-Language': language } }),
  );
  const queryClient = createQueryClient();
  // No retry on the server (a retry waits a second): a failed query leaves the page to the client.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  try {
    await page.prefetch?.(queryClient, runtime);
    return await renderPass(request, { config, language, namespaces, page, pathname, runtime, queryClient });
  } finally {
    // The render's queries would otherwise stay in memory, each with a timer, for their gcTime (5 min).
    queryClient.clear();
  }
}

type RenderContext = {
  config: ReturnType<typeof parseAppConfig>;
  language: Locale;
  namespaces: string[];
  page: ServerRenderedPage;
  pathname: string;
  runtime: ReturnType<typeof createRuntime>;
  queryClient: QueryClient;
};

/** The page drawn (again while a pass discovers queries the last one did not fetch), then its state. */
async function renderPass(request: RenderRequest, { config, language, namespaces, page, pathname, runtime, queryClient }: RenderContext): Promise<RenderResult | null> {
  let meta: PageMeta | null = null;
  const element = (
    <PageMetaCollector value={(next) => (meta = next)}>
      <StrictMode>
        <App
          preloaded={{ runtime, queryClient }}
          Router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>}
        />
      </StrictMode>
    </PageMetaCollector>
  );
  let html = await toHtml(element);
  for (let pass = 1; pass < MAX_PASSES && (await fetchDiscovered(queryClient)) > 0; pass += 1) {
    html = await toHtml(element);
  }
  // A failed or unfinished query (an unknown stylist, the API briefly down) is left to the client:
  // it shows its own error or retry screen, with the same code path as a client-rendered visit.
  const incomplete = queryClient.getQueryCache().getAll().some((query) => query.state.status !== 'success');
  if (incomplete) return null;
  const state: SsrState = {
    config,
    language,
    resources: inlineResources(language, namespaces),
    queries: dehydrate(queryClient),
  };
  return {
    html,
    language,
    stateScript: `<script id="${SSR_STATE_ID}" type="application/json">${serializeSsrState(state)}</script>`,
    modules: [page.module],
    ...withPreview(meta as PageMeta | null, request, pathname),
  };
}

/** The page's meta with its link preview's URLs made absolute on the visited host (a crawler needs them whole). */
function withPreview(meta: PageMeta | null, request: RenderRequest, pathname: string): Omit<ServerRenderResult, 'html' | 'language' | 'stateScript' | 'modules'> {
  if (!meta) return {};
  const { preview, ...rest } = meta;
  if (!preview) return rest;
  const origin = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}`;
  return {
    ...rest,
    preview: { siteName: 'Chairly', url: new URL(pathname, origin).href, ...(preview.image ? { image: new URL(preview.image, origin).href } : {}) },
  };
}

/** The next render waits at most this long for the one before it (the API gives up on it sooner). */
const QUEUE_LIMIT_MS = 5_000;

/**
 * The page's markup and state, or null when the address is not one of SERVER_RENDERED_PAGES (the
 * API then sends the plain SPA shell). Renders run one after another; one that hangs holds the
 * others back for QUEUE_LIMIT_MS at most.
 */
export function renderPage(request: RenderRequest): Promise<RenderResult | null> {
  const result = queue.then(() => renderNow(request));
  queue = Promise.race([
    result.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, QUEUE_LIMIT_MS).unref?.()),
  ]);
  return result;
}
