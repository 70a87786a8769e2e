import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import { createServerRenderer, fillTemplate, hasSessionCookie, pageAssets } from '../src/plugins/server-render';
import type { BuildManifest } from '../src/plugins/server-render';
import { IN_PROCESS_CALL_HEADER } from '../src/plugins/http-caching';
import { requestHostPlugin } from '../src/plugins/request-host';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

/** index.html as `vite build` writes it from apps/web/index.html. */
const TEMPLATE = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <!-- Fetched by the entry script at once. -->
    <link rel="preload" href="/api/public/app-config" as="fetch" crossorigin="use-credentials" />
    <meta name="description" content="Chairly – calendar and booking." />
    <title>Chairly</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-ui-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><!--ssr-outlet--><div class="boot-splash">Chairly</div><!--/ssr-outlet--></div>
    <!--ssr-state-->
  </body>
</html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-abc.js', css: ['assets/index-abc.css'], isEntry: true },
  'src/features/booking/routes/stylist-page.tsx': {
    file: 'assets/stylist-page-abc.js',
    imports: ['index.html', '_reviews-abc.js'],
    css: ['assets/stylist-page-abc.css'],
  },
  '_reviews-abc.js': { file: 'assets/reviews-abc.js', imports: ['index.html', '_reviews-abc.js'], css: ['assets/reviews-abc.css'] },
  'src/features/landing/routes/landing-page.tsx': { file: 'assets/landing-page-abc.js', imports: ['index.html'] },
};

const PAGE = {
  html: '<main><h1>Anna</h1></main>',
  language: 'de',
  stateScript: '<script id="chairly-ssr" type="application/json">{}</script>',
  modules: ['src/features/booking/routes/stylist-page.tsx'],
};

describe('filling index.html with a rendered page', () => {
  it('names the page in <title> and its description, escaped', () => {
    const named = fillTemplate(TEMPLATE, { ...PAGE, title: 'Ana & Bia <Studio>', description: 'Cuts "and" colour' }, MANIFEST);
    expect(named).toContain('<title>Ana &amp; Bia &lt;Studio&gt;</title>');
    expect(named).toContain('<meta name="description" content="Cuts &quot;and&quot; colour" />');
    const unnamed = fillTemplate(TEMPLATE, PAGE, MANIFEST);
    expect(unnamed).toContain('<title>Chairly</title>');
    expect(unnamed).toContain('<meta name="description" content="Chairly – calendar and booking." />');
  });

  it('writes a link preview (Open Graph, Twitter card) for a page worth sharing, escaped, and none for others (issue #31.7)', () => {
    const preview = { siteName: 'Chairly', url: 'https://anna.chairly.test/services/book', image: 'https://anna.chairly.test/images/a.jpg?x=1&y=2' };
    const shared = fillTemplate(TEMPLATE, { ...PAGE, title: 'Anna & Co – online buchen', description: 'Cuts "and" colour', preview }, MANIFEST);
    const head = shared.slice(0, shared.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="Anna &amp; Co – online buchen" />');
    expect(head).toContain('<meta property="og:description" content="Cuts &quot;and&quot; colour" />');
    expect(head).toContain('<meta property="og:image" content="https://anna.chairly.test/images/a.jpg?x=1&amp;y=2" />');
    expect(head).toContain('<meta property="og:url" content="https://anna.chairly.test/services/book" />');
    expect(head).toContain('<meta property="og:locale" content="de" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="twitter:image" content="https://anna.chairly.test/images/a.jpg?x=1&amp;y=2" />');
    // Without a picture: a small card, and no empty image tag.
    const plain = fillTemplate(TEMPLATE, { ...PAGE, title: 'Anna', preview: { siteName: 'Chairly', url: preview.url } }, MANIFEST);
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('og:description');
    expect(fillTemplate(TEMPLATE, { ...PAGE, title: 'Terms' }, MANIFEST)).not.toContain('og:');
  });

  const html = fillTemplate(TEMPLATE, PAGE, MANIFEST);

  it('puts the markup in #root, the state beside it and the page language on <html>', () => {
    expect(html).toContain('<div id="root"><main><h1>Anna</h1></main></div>');
    expect(html).not.toContain('boot-splash');
    expect(html).toContain('</div>\n    <script id="chairly-ssr" type="application/json">{}</script>');
    expect(html).toContain('<html lang="de" dir="ltr" data-mantine-color-scheme="light">');
    expect(html).not.toContain('/api/public/app-config');
  });

  it('writes an Arabic page right to left on <html>', () => {
    expect(fillTemplate(TEMPLATE, { ...PAGE, language: 'ar' }, MANIFEST)).toContain(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light">',
    );
  });

  it('links the screen’s CSS (and its imports’) and leaves the entry to /ssr-boot.js after the first paint', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/stylist-page-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/reviews-abc.css">');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/ssr-boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/vendor-react-abc.js /assets/vendor-ui-abc.js /assets/stylist-page-abc.js /assets/reviews-abc.js"></script>\n  </head>',
    );
  });

  it('collects a module’s assets once, without the entry’s', () => {
    expect(pageAssets(MANIFEST, ['src/features/landing/routes/landing-page.tsx'])).toEqual({
      css: [],
      js: ['/assets/landing-page-abc.js'],
    });
    expect(pageAssets(MANIFEST, ['src/unknown.tsx'])).toEqual({ css: [], js: [] });
  });

  it('knows a session cookie among others', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('lang=de; signed_in_x=1')).toBe(false);
    expect(hasSessionCookie('lang=de; signed_in=1')).toBe(true);
    expect(hasSessionCookie('refresh_token=abc')).toBe(true);
  });
});

// A stand-in for the web build's renderer: it exercises the contract (in-process API calls on the
// page's host, language, fallbacks) without building the web app.
const FAKE_RENDERER = `
export async function renderPage(request) {
  if (request.url === '/boom') throw new Error('render failed');
  if (request.url === '/book-reads') {
    // The public booking page's five reads, at once, as its server render makes them (apps/web/src/ssr/pages.ts).
    const subdomain = request.hostname.split('.')[0];
    const reads = ['/api/public/stylists/subdomain/' + subdomain, '/api/public/services?itemsPerPage=100', '/api/public/open_hours', '/api/public/closures', '/api/public/rates'];
    const answers = await Promise.all(reads.map((url) => request.fetch(url, { method: 'GET', headers: { Accept: 'application/json' } })));
    return { html: '<main>' + answers.map((answer) => answer.status).join(' ') + '</main>', language: 'en', stateScript: '<script id="chairly-ssr" type="application/json">{}</script>', modules: [] };
  }
  if (request.url !== '/services/book') return null;
  const answer = await request.fetch('/api/public/app-config', { method: 'GET', headers: { Accept: 'application/json' } });
  const config = await answer.json();
  const html = '<main><h1>' + request.hostname + ' ' + request.port + ' ' + answer.status + ' ' + config.baseDomain + ' ' + request.config.baseDomain + '</h1></main>';
  return { html, language: (request.acceptLanguage || 'en').slice(0, 2), stateScript: '<script id="chairly-ssr" type="application/json">{}</script>', modules: [] };
}
`;

let app: App;
let drop: () => Promise<void>;
beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'chairly-ssr-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(root, 'dist-server', 'entry-server.js'), FAKE_RENDERER);
  // The demo data: Anna's public page reads real rows.
  const db = await createMigratedDatabase('demo');
  drop = db.drop;
  app = await createTestApp({ database: db.database, webDist: dist });
});
afterAll(async () => {
  await app.close();
  await drop();
});

describe('server-rendered pages', () => {
  it('sends a signed-out visitor the rendered page, compressed, with data read in-process on its host', async () => {
    const res = await app.inject({
      url: '/services/book',
      headers: { host: `${HOSTS.anna}:3000`, 'accept-language': 'fr-FR', 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.vary).toMatch(/Cookie/);
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html).toContain(`<h1>${HOSTS.anna} 3000 200 chairly.localhost chairly.localhost</h1>`);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('src="/ssr-boot.js"');
  });

  it('sends the plain shell to a visitor with a session, for pages the renderer does not name, for HEAD and when rendering fails', async () => {
    const plain = (body: string) => expect(body).toContain('<div class="boot-splash">Chairly</div>');
    const signedIn = await app.inject({ url: '/services/book', headers: { host: HOSTS.anna, cookie: 'signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    plain(signedIn.body);
    plain((await app.inject({ url: '/apps/services/list', headers: { host: HOSTS.anna } })).body);
    const head = await app.inject({ method: 'HEAD', url: '/services/book', headers: { host: HOSTS.anna } });
    expect(head.statusCode).toBe(200);
    const failed = await app.inject({ url: '/boom', headers: { host: HOSTS.anna } });
    expect(failed.statusCode).toBe(200);
    plain(failed.body);
  });

  it('never renders for an API path or a missing asset', async () => {
    expect((await app.inject({ url: '/api/nothing', headers: { host: HOSTS.anna } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/gone-abc.js', headers: { host: HOSTS.anna } })).statusCode).toBe(404);
  });
});

/** The text of every statement the app sends to PostgreSQL while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    if (typeof first === 'string') sent.push(first);
    else if (first && typeof first === 'object' && 'text' in first) sent.push((first as { text: string }).text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

describe('the public booking page’s reads in one render (issue #33.3)', () => {
  let language = 0;
  // An Accept-Language of its own: a render of its own (the render cache keys on it).
  const render = () => app.inject({ url: '/book-reads', headers: { host: HOSTS.anna, 'accept-language': `en, zz-x${(language += 1)};q=0.1` } });
  const bySubdomain = (text: string) => /from\s+"?stylists"?/i.test(text) && /subdomain"?\s*=/i.test(text);
  const schedule = (text: string) => text.includes('min_notice_minutes') && text.includes('special_days');

  it('looks her up by subdomain once and reads her schedule once', async () => {
    expect((await render()).body).toContain('<main>200 200 200 200 200</main>');
    const sent = await statementsOf(async () => expect((await render()).body).toContain('<main>200 200 200 200 200</main>'));
    // Before: her profile, then her id again for the hours and for the closures; her schedule twice for the closures.
    expect(sent.filter(bySubdomain)).toHaveLength(1);
    expect(sent.filter(schedule)).toHaveLength(1);
  });

  it('gets its answers neither hashed for an ETag nor compressed; a visitor’s call gets both', async () => {
    const headers = { host: HOSTS.anna, 'accept-encoding': 'br' };
    const visitor = await app.inject({ url: '/api/public/services?itemsPerPage=100', headers });
    expect(visitor.headers.etag).toMatch(/^W\//);
    expect(visitor.headers['content-encoding']).toBe('br');
    const inProcess = await app.inject({ url: '/api/public/services?itemsPerPage=100', headers: { ...headers, [IN_PROCESS_CALL_HEADER]: 'server-render' } });
    expect(inProcess.statusCode).toBe(200);
    expect(inProcess.headers.etag).toBeUndefined();
    expect(inProcess.headers['content-encoding']).toBeUndefined();
    expect(inProcess.json()).toEqual(JSON.parse(brotliDecompressSync(visitor.rawPayload).toString('utf8')));
  });
});

describe('the render cache', () => {
  async function harness() {
    const { default: Fastify } = await import('fastify');
    const root = await mkdtemp(path.join(tmpdir(), 'chairly-ssr-cache-'));
    await mkdir(path.join(root, '.vite'));
    await writeFile(path.join(root, 'index.html'), TEMPLATE);
    await writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    let clock = 1_000;
    const renders: string[] = [];
    const server = Fastify();
    // The renderer reads the request's one trusted host, which this plugin decorates.
    await server.register(requestHostPlugin, { baseDomain: 'chairly.localhost' });
    let configStatus = 200;
    server.get('/api/public/app-config', async (_request, reply) => reply.code(configStatus).send({ baseDomain: 'chairly.localhost' }));
    server.get('/api/public/busy', async (_request, reply) => reply.code(429).send({ message: 'Too many requests' }));
    const renderer = createServerRenderer({
      app: server,
      indexFile: path.join(root, 'index.html'),
      ttlMs: 30_000,
      maxEntries: 2,
      timeoutMs: 200,
      now: () => clock,
      renderer: {
        renderPage: async (request) => {
          renders.push(`${request.hostname}${request.url} ${request.acceptLanguage ?? ''}`);
          if (request.url === '/fail') throw new Error('down');
          if (request.url === '/slow') return new Promise(() => undefined);
          if (request.url === '/unknown') return null;
          if (request.url === '/limited') {
            await request.fetch('/api/public/busy', { method: 'GET', headers: { Accept: 'application/json' } });
            return null;
          }
          return { ...PAGE, html: `<main>render ${renders.length}</main>` };
        },
      },
    });
    server.setNotFoundHandler(async (request, reply) => {
      if (await renderer.send(request, reply)) return reply;
      return reply.send('shell');
    });
    await server.ready();
    const get = async (url: string, headers: Record<string, string> = {}) =>
      (await server.inject({ url, headers: { host: HOSTS.anna, ...headers } })).body;
    return {
      get,
      renders,
      advance: (ms: number) => (clock += ms),
      setConfigStatus: (status: number) => (configStatus = status),
      root,
      close: () => server.close(),
    };
  }

  it('reads index.html once per build: a new build’s page is what the next render fills (issue #33.3)', async () => {
    const { get, advance, root, close } = await harness();
    expect(await get('/services/book')).toContain('<title>Chairly</title>');
    advance(31_000);
    const rebuilt = TEMPLATE.replace('<title>Chairly</title>', '<title>Chairly 2</title>');
    await writeFile(path.join(root, 'index.html'), rebuilt);
    // A build replaces the file: a later modification time (set here, a write within the same tick can keep it).
    await utimes(path.join(root, 'index.html'), new Date(), new Date(Date.now() + 5_000));
    expect(await get('/services/book')).toContain('<title>Chairly 2</title>');
    await close();
  });

  it('shares one render between visits of the same page and language until it is 30 s old', async () => {
    const { get, renders, advance, close } = await harness();
    const [first, second] = await Promise.all([get('/services/book'), get('/services/book')]);
    expect(first).toContain('render 1');
    expect(second).toContain('render 1');
    expect(await get('/services/book', { 'accept-language': 'de' })).toContain('render 2');
    advance(29_000);
    expect(await get('/services/book')).toContain('render 1');
    // The query string is not part of the page (a per-click tracking parameter is the same page).
    expect(await get('/services/book?fbclid=abc123')).toContain('render 1');
    advance(2_000);
    expect(await get('/services/book')).toContain('render 3');
    expect(renders).toHaveLength(3);
    expect(renders.every((entry) => !entry.includes('?'))).toBe(true);
    await close();
  });

  it('keeps a bounded number of pages and never keeps a failed or hung render', async () => {
    const { get, renders, close } = await harness();
    await get('/a');
    await get('/b');
    await get('/c');
    expect(await get('/a')).toContain('render 4');
    expect(renders).toHaveLength(4);
    expect(await get('/fail')).toBe('shell');
    expect(await get('/fail')).toBe('shell');
    expect(renders.filter((entry) => entry.startsWith(`${HOSTS.anna}/fail`))).toHaveLength(2);
    // A render that hangs is given up: the visitor gets the shell, and the next visit tries again.
    expect(await get('/slow')).toBe('shell');
    expect(await get('/slow')).toBe('shell');
    expect(renders.filter((entry) => entry.startsWith(`${HOSTS.anna}/slow`))).toHaveLength(2);
    await close();
  });

  it('keeps a page that cannot be rendered, but not one put off by a rate limit or a failing API', async () => {
    const { get, renders, setConfigStatus, close } = await harness();
    const count = (url: string) => renders.filter((entry) => entry.startsWith(`${HOSTS.anna}${url} `)).length;
    expect(await get('/unknown')).toBe('shell');
    expect(await get('/unknown')).toBe('shell');
    expect(count('/unknown')).toBe(1);
    // One visitor's rate limit must not give the next visitors the shell for 30 s.
    expect(await get('/limited')).toBe('shell');
    expect(await get('/limited')).toBe('shell');
    expect(count('/limited')).toBe(2);
    setConfigStatus(503);
    expect(await get('/services/book')).toBe('shell');
    setConfigStatus(200);
    expect(await get('/services/book')).toContain('<main>render');
    expect(count('/services/book')).toBe(1);
    await close();
  });
});
