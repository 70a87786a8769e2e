// `npm run bench:web`: Lighthouse (mobile emulation, simulated throttling) on the landing page, the
// demo stylist's public booking page and the services list, with the JavaScript and CSS each route
// loads (gzip, from the build), against the budgets of docs/performance.md. See ../README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { BUNDLE_BUDGETS, gzipSize, kb, type BudgetedRoute } from '../../e2e/support/bundle-size';
import { signInAsStylist } from '../../e2e/support/sign-in';
import { REPO_ROOT, startSystem, stopSystem } from '../../e2e/support/system';
import { systemUrls } from '../../e2e/support/urls';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PERFORMANCE_DOC = path.join(REPO_ROOT, 'docs/performance.md');
const DIST = path.join(REPO_ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const COMMAND = 'npm run bench:web';

/** Lighthouse budgets of issue #12 (the pages it names); byte budgets come from BUNDLE_BUDGETS. */
const LIGHTHOUSE_BUDGETS = { performance: 95, lcpMs: 2500, cls: 0.05 };
const LIGHTHOUSE_BUDGETED: readonly BudgetedRoute[] = ['landing', 'public booking page'];

type Page = { route: BudgetedRoute; url: string; signedIn: boolean };

type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalByteWeight: number;
  requests: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  files: { url: string; gzipBytes: number }[];
};

type PageResult = { route: BudgetedRoute; url: string; runs: Run[]; median: Run };

/** Throughput of the server-rendered public booking page (decisions D13). */
type RenderLoad = { case: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

const RENDER_LOAD = { connections: 10, seconds: Number(process.env.BENCH_WEB_SSR_SECONDS ?? 10) };

/**
 * autocannon against the demo stylist's page on 127.0.0.1: as the render cache serves it, and with
 * a different Accept-Language on every request (a cache key of its own, still rendered in English),
 * so that each request renders the page, fetching its data in-process.
 */
async function renderLoad(port: number): Promise<RenderLoad[]> {
  const cases: Array<[string, boolean]> = [
    ['served from the render cache', false],
    ['rendered for every request', true],
  ];
  const results: RenderLoad[] = [];
  for (const [name, everyRequest] of cases) {
    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: RENDER_LOAD.connections,
      duration: RENDER_LOAD.seconds,
      requests: [
        {
          method: 'GET',
          path: '/services/book',
          setupRequest: (request) => ({
            ...request,
            headers: {
              host: `anna.chairly.localhost:${port}`,
              'accept-encoding': 'br',
              'accept-language': everyRequest ? `en;q=0.${(n += 1)}` : 'en',
            },
          }),
        },
      ],
    });
    results.push({
      case: name,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
  return results;
}

type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { url: string; resourceType?: string }[] } }>;
};

function buildWeb(): void {
  if (process.env.BENCH_WEB_SKIP_BUILD === '1' && existsSync(path.join(DIST, 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@chairly/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('the web build failed');
}

function figures(lhr: Lhr): Run {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const files: Run['files'] = [];
  let js = 0;
  let css = 0;
  for (const item of items) {
    const { pathname } = new URL(item.url);
    if (!pathname.startsWith('/assets/') || !/\.(js|css)$/.test(pathname)) continue;
    const file = path.join(DIST, pathname);
    if (!existsSync(file)) continue;
    const size = gzipSize(file);
    files.push({ url: pathname, gzipBytes: size });
    if (pathname.endsWith('.js')) js += size;
    else css += size;
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    totalByteWeight: Math.round(audit('total-byte-weight')),
    requests: items.length,
    jsGzipBytes: js,
    cssGzipBytes: css,
    files,
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

async function audit(port: number, page: Page): Promise<Run> {
  const result = await lighthouse(
    page.url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: page.signedIn },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
  const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message: string } };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${page.url})`);
  return figures(lhr);
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is repeated. */
async function auditWithRetry(port: number, page: Page, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, page);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${page.route}: ${(error as Error).message}; running it again`);
    }
  }
}

const pass = (ok: boolean) => (ok ? '✅' : '❌');

function markdown(
  results: PageResult[],
  rendering: RenderLoad[],
  meta: { date: string; loadBefore: number[]; loadAfter: number[] },
): string {
  const rows = results.map(({ route, median: m }) => {
    const budget = BUNDLE_BUDGETS[route];
    const lh = LIGHTHOUSE_BUDGETED.includes(route);
    const perf = lh ? `${m.performance} ${pass(m.performance >= LIGHTHOUSE_BUDGETS.performance)}` : `${m.performance}`;
    const lcp = lh ? `${(m.lcpMs / 1000).toFixed(2)} s ${pass(m.lcpMs <= LIGHTHOUSE_BUDGETS.lcpMs)}` : `${(m.lcpMs / 1000).toFixed(2)} s`;
    const cls = lh ? `${m.cls} ${pass(m.cls <= LIGHTHOUSE_BUDGETS.cls)}` : `${m.cls}`;
    return `| ${route} | ${perf} | ${(m.fcpMs / 1000).toFixed(2)} s | ${lcp} | ${m.tbtMs} ms | ${cls} | ${kb(m.jsGzipBytes)} kB / ${budget.jsKb} ${pass(kb(m.jsGzipBytes) <= budget.jsKb)} | ${kb(m.cssGzipBytes)} kB / ${budget.cssKb} ${pass(kb(m.cssGzipBytes) <= budget.cssKb)} | ${m.requests} |`;
  });
  return [
    `Measured ${meta.date} with \`${COMMAND}\`: Lighthouse ${LIGHTHOUSE_VERSION} (mobile emulation, simulated`,
    `throttling: slow 4G, 4× CPU slowdown) in ${chromeVersion()}, median of ${RUNS} runs per page, on a`,
    `${cpus().length}-core machine (load average ${meta.loadBefore.map((l) => l.toFixed(1)).join(' / ')} before, ${meta.loadAfter.map((l) => l.toFixed(1)).join(' / ')} after).`,
    'JS and CSS are the gzip sizes of the built files the page requested on a first visit (no cache).',
    `Budgets (issue #12): performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpMs / 1000} s and CLS ≤ ${LIGHTHOUSE_BUDGETS.cls} on the landing and`,
    'public booking pages; the JS/CSS budgets are the ones `npm test` holds (e2e/support/bundle-size.ts).',
    '',
    '| Page | Performance | FCP | LCP | TBT | CLS | JS (gzip) / budget | CSS (gzip) / budget | Requests |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `The server-rendered public booking page under load (autocannon in the bench's own process,`,
    `${RENDER_LOAD.connections} connections, ${RENDER_LOAD.seconds} s each, brotli):`,
    '',
    '| Public booking page | requests/s | p50 | p99 | non-2xx |',
    '| --- | --- | --- | --- | --- |',
    ...rendering.map((r) => `| ${r.case} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx + r.errors} |`),
  ].join('\n');
}

const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;

function chromeVersion(): string {
  const out = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return out.stdout.trim() || 'Chromium';
}

const START = '<!-- web-bench -->';
const END = '<!-- /web-bench -->';

/** Replaces the generated part of docs/performance.md's front-end section (created when missing). */
async function updateDoc(body: string): Promise<void> {
  let doc = existsSync(PERFORMANCE_DOC) ? await readFile(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  const block = `${START}\n${body}\n${END}`;
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## Front-end speed\n\n${block}\n`;
  }
  await writeFile(PERFORMANCE_DOC, doc);
}

async function main(): Promise<void> {
  buildWeb();
  const loadBefore = loadavg();
  const system = await startSystem();
  const urls = systemUrls(system.port, system.idpPort);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const results: PageResult[] = [];
  let rendering: RenderLoad[] = [];
  try {
    const pages: Page[] = [
      { route: 'landing', url: `${urls.rootUrl}/`, signedIn: false },
      { route: 'public booking page', url: `${urls.stylistUrl('anna')}/services/book`, signedIn: false },
      { route: 'services list', url: `${urls.stylistUrl('anna')}/apps/services/list`, signedIn: true },
    ];
    for (const page of pages) {
      if (page.signedIn) {
        // Sign in through the real provider in the same browser; Lighthouse then keeps the cookies.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0] ?? (await browser.newContext());
        const tab = await context.newPage();
        await signInAsStylist(tab, urls, 'anna');
        await tab.close();
        await browser.close();
      }
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await auditWithRetry(chrome.port, page);
        console.log(
          `${page.route} #${i + 1}: performance ${run.performance}, LCP ${run.lcpMs} ms, CLS ${run.cls}, TBT ${run.tbtMs} ms, JS ${kb(run.jsGzipBytes)} kB`,
        );
        runs.push(run);
      }
      results.push({ route: page.route, url: page.url.replace(/:\d+/, ''), runs, median: median(runs) });
    }
    rendering = await renderLoad(system.port);
  } finally {
    chrome.kill();
    await stopSystem({ pid: system.child.pid, dataDir: system.dataDir });
  }
  const date = new Date().toISOString();
  const loadAfter = loadavg();
  const report = {
    date,
    command: COMMAND,
    lighthouse: LIGHTHOUSE_VERSION,
    chrome: chromeVersion(),
    cpus: cpus().length,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
    budgets: { lighthouse: LIGHTHOUSE_BUDGETS, lighthousePages: LIGHTHOUSE_BUDGETED, bundles: BUNDLE_BUDGETS },
    results,
    serverRendering: { load: RENDER_LOAD, results: rendering },
  };
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, `web-${date.slice(0, 10)}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const body = markdown(results, rendering, { date: date.slice(0, 10), loadBefore, loadAfter });
  await writeFile(path.join(RESULTS_DIR, 'web-latest.md'), `# Front-end bench results\n\n${body}\n`);
  await updateDoc(body);
  console.log(`\n${body}\n\nWritten to bench/results/web-${date.slice(0, 10)}.json, bench/results/web-latest.md and docs/performance.md.`);
}

await main();
