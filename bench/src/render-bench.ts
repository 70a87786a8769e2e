// `npm run bench:render` (on demand, issue #33.3): the Node CPU one uncached server render of the
// public booking page costs. Builds nothing: run `npm run build` first. In one process, on the demo
// data: the API (`buildApp`, production config) renders `/services/book` on Anna's address RENDER_RUNS
// times after a warm-up, each with an Accept-Language of its own (a render-cache key of its own, still
// rendered in English), and the process's CPU time (process.cpuUsage: user + system, all threads) is
// read around each request. PostgreSQL is another process: its time is not counted.
// Profile: `NODE_ENV=production node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/src/render-bench.ts`.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, DEFAULT_WEB_DIST } from '@chairly/api/app';
import { loadConfig } from '@chairly/api/config/env';
import { createDatabase } from '@chairly/api/db/client';
import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { startSeededDatabase } from './bench-database';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PAGE = '/services/book';
const BASE_DOMAIN = 'chairly.localhost';
const WARMUP = Number(process.env.RENDER_WARMUP ?? 50);
const RUNS = Number(process.env.RENDER_RUNS ?? 300);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => +ms.toFixed(2);

async function main() {
  // React (and every package that asks) picks its build by NODE_ENV when first imported: the renderer
  // must run as in production, where the server is started with NODE_ENV=production.
  if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production (npm run bench:render sets it).');
  // RENDER_WEB_DIST: another web build (its dist/, with dist-server/ beside it), e.g. the one before a change.
  const webDist = process.env.RENDER_WEB_DIST ? path.resolve(process.env.RENDER_WEB_DIST) : DEFAULT_WEB_DIST;
  const renderer = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!existsSync(renderer)) throw new Error(`${renderer} is missing: run npm run build first.`);
  const loadBefore = loadavg().map((n) => +n.toFixed(2));
  const { dataDir, url, stop } = await startSeededDatabase('chairly-render-bench-');
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    API_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_MAX: '1000000000',
  });
  const database = createDatabase(url, { max: 10 });
  const app = await buildApp({ config, db: database, webDist });
  try {
    await app.ready();
    const host = `${DEMO_SUBDOMAINS.anna}.${BASE_DOMAIN}`;
    let language = 0;
    const render = async () => {
      // `zz` is no language the app knows: English is chosen, and the cache key is new every time.
      const headers = { host, 'accept-language': `en, zz-x${(language += 1)};q=0.1` };
      const before = process.cpuUsage();
      const reply = await app.inject({ method: 'GET', url: PAGE, headers });
      const cpu = process.cpuUsage(before);
      if (reply.statusCode !== 200 || !reply.body.includes('chairly-ssr')) throw new Error(`not a rendered page: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
      return (cpu.user + cpu.system) / 1000;
    };
    for (let i = 0; i < WARMUP; i += 1) await render();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await render());
    const sorted = [...samples].sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      page: PAGE,
      node: process.version,
      nodeEnv: process.env.NODE_ENV,
      conditions: process.execArgv.filter((arg) => arg.startsWith('--conditions')),
      cpus: cpus().length,
      loadAverage: { before: loadBefore, after: loadavg().map((n) => +n.toFixed(2)) },
      warmUp: WARMUP,
      renders: RUNS,
      cpuMsPerRender: {
        mean: round(samples.reduce((sum, ms) => sum + ms, 0) / samples.length),
        p50: round(percentile(sorted, 50)),
        p99: round(percentile(sorted, 99)),
        min: round(sorted[0] ?? 0),
        max: round(sorted.at(-1) ?? 0),
      },
    };
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `render-${result.date.slice(0, 10)}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result.cpuMsPerRender), `load ${result.loadAverage.before.join(' ')} → ${result.loadAverage.after.join(' ')}`);
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await app.close();
    await database.close();
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
