// The public booking page's first HTML (server-rendered for signed-out visitors, decisions D13),
// rendered for every request and as the render cache serves it. No bare baseline: the render is the
// product's own work; the comparison is cache against render, and before against after.
import { brotliDecompressSync } from 'node:zlib';
import { buildWeb, webBuildReason } from '@chairly/api/system/web-build';
import type autocannon from 'autocannon';
import type pg from 'pg';
import type { BenchEndpoint, EndpointCheck } from './bench-endpoint';
import { sendRaw } from './http';

/** The stylist page (`/` on her address redirects to the back office). */
const PAGE = '/services/book';

const NO_BASELINE = 'No bare baseline: the render is the product\'s own work; compare the cache with the render, and before with after.';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

type Options = { pool: pg.Pool; site: string; subdomain: string };

export function bookingPageEndpoints({ pool, site, subdomain }: Options): BenchEndpoint[] {
  let prepared: Promise<string> | null = null;
  /** The web build the API renders with (built when missing or older than its sources), then her business name. */
  const prepare = () =>
    (prepared ??= (async () => {
      const reason = await webBuildReason();
      if (reason) {
        console.log(`Building the web app (${reason}): npm run build -w @chairly/web`);
        await buildWeb();
      }
      const { rows } = await pool.query<{ business_name: string | null }>('SELECT business_name FROM stylists WHERE subdomain = $1', [subdomain]);
      const name = rows[0]?.business_name;
      if (!name) throw new Error(`booking page: the stylist ${subdomain} has no business name`);
      return name;
    })());

  const headers = (language: string) => ({ host: site, 'accept-encoding': 'br', 'accept-language': language });

  async function check(name: string, origin: string, language: string): Promise<EndpointCheck> {
    const businessName = await prepare();
    const reply = await sendRaw(origin, 'GET', PAGE, headers(language));
    const type = String(reply.headers['content-type'] ?? '');
    const html = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.bytes).toString('utf8') : reply.bytes.toString('utf8');
    const rendered = html.includes(businessName) || html.includes(escapeHtml(businessName));
    if (reply.status !== 200 || !type.startsWith('text/html') || !rendered) {
      throw new Error(`${name}: ${reply.status} ${type}, ${rendered ? 'with' : 'without'} "${businessName}" (is apps/web/dist-server built? npm run build -w @chairly/web)`);
    }
    return { name, path: `GET ${PAGE}`, responseBytes: reply.bytes.length, sameJson: null };
  }

  // Only the rendered page varies by language: a 2xx without it is the client-rendered shell the API
  // falls back to when a render fails or takes longer than its limit (RENDER_TIMEOUT_MS, 3 s).
  let shells = 0;
  const pageRequest: autocannon.Request = {
    method: 'GET',
    path: PAGE,
    onResponse: (status, _body, _context, answer) => {
      const vary = Object.entries(answer ?? {}).find(([name]) => name.toLowerCase() === 'vary')?.[1];
      if (status >= 200 && status < 300 && !/accept-language/i.test(String(vary ?? ''))) shells += 1;
    },
  };
  const rendered = 'booking page HTML (rendered)';
  const cached = 'booking page HTML (render cache)';
  let languages = 0;
  return [
    {
      name: rendered,
      path: `GET ${PAGE}`,
      baseline: false,
      note: `On ${site}, brotli; a new Accept-Language per request (a cache key of its own, rendered in English), so every request renders the page, its data fetched in-process. ${NO_BASELINE}`,
      prepare: async () => void (await prepare()),
      check: ({ api }) => check(rendered, api.origin, `en;q=0.${++languages}`),
      // A cache key of its own per request (still rendered in English), so every request renders.
      targets: (origins) =>
        origins.map((origin) => ({
          origin,
          path: PAGE,
          headers: headers('en'),
          requests: [{ ...pageRequest, setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'accept-language': `en;q=0.${++languages}` } }) }],
        })),
      unexpectedAnswers: () => shells,
    },
    {
      name: cached,
      path: `GET ${PAGE}`,
      baseline: false,
      note: `On ${site}, brotli, one Accept-Language: served from the render cache (one render per 30 s). ${NO_BASELINE}`,
      prepare: async () => void (await prepare()),
      check: ({ api }) => check(cached, api.origin, 'en'),
      targets: (origins) => origins.map((origin) => ({ origin, path: PAGE, headers: headers('en'), requests: [pageRequest] })),
      unexpectedAnswers: () => shells,
    },
  ];
}
