// `npm run bench:scale` (on demand, issue #33.1): the stylist-facing and public reads for a small
// (Anna, the demo seed), a typical (2,000 appointments) and a busy stylist (100,000), on a fresh
// embedded PostgreSQL seeded set-based with 1,000 typical stylists (× --scale). Each call is
// loaded at 10 connections with the sizes taking turns; then, after a restart of the API, each call
// is made sequentially to see whether it slows down after 50 calls (a plan cliff: PostgreSQL switching
// a prepared statement to its generic plan). Writes bench/results/scale-<date>.json and .md and,
// with --write-doc, the table into docs/performance.md ("Scale"). See ../README.md, "Scale".
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@chairly/shared';
import { createApiTokens } from '@chairly/api/lib/api-token';
import { startSeededDatabase } from './bench-database';
import type { BenchEndpoint } from './bench-endpoint';
import { bookingPageEndpoints } from './booking-page-endpoints';
import { sendRaw } from './http';
import { interleave, measureSlice, toRow, type SliceFigures } from './measure';
import { cliffOf, parseScaleArgs, scaleTable, SIZES, typicalStylistsAt, withScaleSection, type CliffRow, type ScaleReport, type ScaleRow, type Size } from './scale-report';
import { seedScale, type SizedStylist } from './scale-seed';
import { startServer, stopServer, type Server } from './servers';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const BASE_DOMAIN = 'chairly.localhost';
const CONNECTIONS = 10;
const ROUNDS = 2;
const DAY_MS = 86_400_000;

/** One call for one size: its paths (several in turn for the uncached calls) and headers. */
type Call = { name: string; paths: string[]; headers: Record<string, string>; endpoint?: BenchEndpoint };

const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const range = (days: number) => `/api/appointments?startsAt%5Bafter%5D=${day(-Math.floor(days / 2))}T00:00:00Z&startsAt%5Bstrictly_before%5D=${day(Math.ceil(days / 2))}T00:00:00Z`;

/** The first Tuesday, Wednesday or Thursday from tomorrow on: a full working day for Anna too (Saturday is short, Sunday closed). */
function workingDay(): string {
  let offset = 1;
  while (![2, 3, 4].includes(new Date(Date.now() + offset * DAY_MS).getUTCDay())) offset++;
  return day(offset);
}

/**
 * 14 days of available dates, a different start or duration on every call: 70 starts × 46 durations,
 * more than an instance keeps (2,000 lists, least recently used first), so none is answered kept.
 */
function uncachedAvailabilityPaths(): string[] {
  const paths: string[] = [];
  for (let start = 1; start <= 70; start++) for (let duration = 15; duration <= 240; duration += 5) paths.push(`/api/public/services/duration/${duration}/available-dates/period/${day(start)}/${day(start + 13)}`);
  return paths;
}

async function callsFor(stylist: SizedStylist, sign: (claims: Parameters<ReturnType<typeof createApiTokens>['sign']>[0]) => Promise<string>, renderEndpoint: BenchEndpoint | null): Promise<Call[]> {
  const site = `${stylist.subdomain}.${BASE_DOMAIN}`;
  const stylistToken = await sign({ sub: `scale-${stylist.subdomain}`, roles: [ROLES.stylist], stylistId: stylist.stylistId, subdomain: stylist.subdomain });
  const customerToken = await sign({ sub: `scale-customer-${stylist.subdomain}`, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: stylist.customerAccountId });
  const app = { host: `app.${BASE_DOMAIN}`, authorization: `Bearer ${stylistToken}` };
  const calls: Call[] = [
    { name: 'dashboard "by numbers"', paths: ['/api/dashboard/statistics/dashboard-statistic-by-numbers'], headers: { host: site, authorization: app.authorization } },
    { name: 'customers ?search=mar', paths: ['/api/customers?search=mar'], headers: app },
    { name: 'appointments range, 62 days', paths: [range(62)], headers: app },
    { name: 'appointments range, 31 days', paths: [range(31)], headers: app },
    { name: 'appointments range, 7 days', paths: [range(7)], headers: app },
    { name: 'availability, 14 days, uncached', paths: uncachedAvailabilityPaths(), headers: { host: site } },
    { name: 'day schedule', paths: [`/api/appointments/schedule/${workingDay()}`], headers: app },
    { name: 'services list', paths: ['/api/services'], headers: app },
    { name: "customer's bookings", paths: ['/api/logged-customer/appointments'], headers: { host: site, authorization: `Bearer ${customerToken}` } },
    { name: 'waitlist', paths: ['/api/waitlist'], headers: app },
    { name: 'reviews list', paths: ['/api/rates'], headers: app },
  ];
  if (renderEndpoint) calls.push({ name: 'render /services/book, uncached', paths: ['/services/book'], headers: { host: site }, endpoint: renderEndpoint });
  return calls;
}

/** The load of one call: its paths in turn on every connection (one path: plain GETs). */
function endpointOf(call: Call): BenchEndpoint {
  if (call.endpoint) return call.endpoint;
  let next = 0;
  const first = call.paths[0]!;
  return {
    name: call.name,
    path: first,
    baseline: false,
    check: () => Promise.reject(new Error('not used')),
    targets: (origins) =>
      origins.map((origin) => ({
        origin,
        path: first,
        headers: call.headers,
        ...(call.paths.length > 1 ? { requests: [{ method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: call.paths[next++ % call.paths.length]! }) }] } : {}),
      })),
  };
}

/** Each call once per size before any load: a 200 (the answer's size kept), or the bench stops. */
async function check(api: Server, calls: Record<Size, Call[]>): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  for (const size of SIZES) {
    for (const call of calls[size]) {
      const headers = call.endpoint ? { ...call.headers, 'accept-language': 'en;q=0.99' } : call.headers;
      const reply = await sendRaw(api.origin, 'GET', call.paths[0]!, headers, undefined, 60_000);
      if (reply.status !== 200) throw new Error(`${call.name} (${size}): ${reply.status} ${reply.bytes.toString('utf8').slice(0, 300)}`);
      bytes.set(`${call.name}|${size}`, reply.bytes.length);
    }
  }
  return bytes;
}

/** Per call, the sizes take turns (small, typical, busy, then reversed) over ROUNDS slices each. */
async function measure(api: Server, calls: Record<Size, Call[]>, seconds: number, dataDir: string, bytes: Map<string, number>): Promise<ScaleRow[]> {
  const rows: ScaleRow[] = [];
  for (let c = 0; c < calls.small.length; c++) {
    const turns = SIZES.map((size) => ({ size, call: calls[size][c]!, endpoint: endpointOf(calls[size][c]!), slices: [] as SliceFigures[] }));
    for (const turn of interleave(turns, ROUNDS)) {
      turn.slices.push(await measureSlice({ servers: [api], everyServer: [api], endpoint: turn.endpoint, connections: CONNECTIONS, seconds: seconds / ROUNDS, dataDir, warmUp: turn.slices.length === 0 }));
    }
    for (const turn of turns) {
      const row = toRow({ ...turn.endpoint, name: `${turn.call.name} (${turn.size})` }, 'api', 1, CONNECTIONS, turn.slices);
      rows.push({
        call: turn.call.name,
        size: turn.size,
        path: turn.call.paths.length > 1 ? `${turn.call.paths[0]} (${turn.call.paths.length} paths in turn)` : turn.call.paths[0]!,
        requestsPerSecond: row.requestsPerSecond,
        p50Ms: row.p50Ms,
        p99Ms: row.p99Ms,
        failures: row.errors + row.non2xx + row.unexpectedAnswers,
        serverCpuMicrosPerRequest: row.serverCpuMicrosPerRequest,
        postgresCpuMicrosPerRequest: row.postgresCpuMicrosPerRequest,
        responseBytes: bytes.get(`${turn.call.name}|${turn.size}`) ?? 0,
      });
    }
  }
  return rows;
}

/** After a restart of the API: `n` sequential calls per call and size, latency of each. */
async function cliff(api: Server, calls: Record<Size, Call[]>, n: number): Promise<CliffRow[]> {
  const rows: CliffRow[] = [];
  let language = 0;
  for (let c = 0; c < calls.small.length; c++) {
    for (const size of SIZES) {
      const call = calls[size][c]!;
      const latencies: number[] = [];
      for (let i = 0; i < n; i++) {
        const headers = call.endpoint ? { ...call.headers, 'accept-language': `en;q=0.${++language}` } : call.headers;
        const started = process.hrtime.bigint();
        const reply = await sendRaw(api.origin, 'GET', call.paths[i % call.paths.length]!, headers, undefined, 60_000);
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (reply.status !== 200) throw new Error(`cliff check, ${call.name} (${size}): ${reply.status}`);
      }
      const row = { call: call.name, size, ...cliffOf(latencies) };
      console.log(`cliff  ${`${call.name} (${size})`.padEnd(48)} first ${row.firstMedianMs} ms  after 50 ${row.afterMedianMs} ms`);
      rows.push(row);
    }
  }
  return rows;
}

async function writeDoc(report: ScaleReport): Promise<void> {
  await writeFile(PERFORMANCE_DOC, withScaleSection(await readFile(PERFORMANCE_DOC, 'utf8'), report));
  console.log(`Written: ${PERFORMANCE_DOC}`);
}

async function main() {
  const options = parseScaleArgs(process.argv.slice(2));
  // Relative to where npm was started (INIT_CWD), not to the bench workspace npm runs the script in.
  if (options.from) return writeDoc(JSON.parse(await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), options.from), 'utf8')) as ScaleReport);
  const loadBefore = loadavg().map((n) => +n.toFixed(2));
  const seeding = Date.now();
  const { dataDir, url, database, stop } = await startSeededDatabase('chairly-scale-bench-', 2);
  const started: Server[] = [];
  try {
    const typical = typicalStylistsAt(options.scale);
    console.log(`Seeding ${typical} typical stylists, the busy one and the demo data …`);
    const data = await seedScale(database.pool, typical);
    const seedSeconds = Math.round((Date.now() - seeding) / 100) / 10;
    console.log(`Seeded in ${seedSeconds} s:`, data.totals);

    const secret = randomBytes(32).toString('base64url');
    const tokens = createApiTokens(new TextEncoder().encode(secret));
    const render = (stylist: SizedStylist) =>
      options.render ? bookingPageEndpoints({ pool: database.pool, site: `${stylist.subdomain}.${BASE_DOMAIN}`, subdomain: stylist.subdomain })[0]! : null;
    const calls = {} as Record<Size, Call[]>;
    for (const size of SIZES) {
      const endpoint = render(data.sizes[size]);
      await endpoint?.prepare?.();
      const all = await callsFor(data.sizes[size], (claims) => tokens.sign(claims), endpoint);
      calls[size] = options.only.length === 0 ? all : all.filter((call) => options.only.some((part) => call.name.toLowerCase().includes(part)));
    }

    const env = { DATABASE_URL: url, DATA_DIR: dataDir, API_TOKEN_SECRET: secret };
    let api = await startServer('api', env);
    started.push(api);
    const bytes = await check(api, calls);
    const rows = await measure(api, calls, options.seconds, dataDir, bytes);
    // A fresh process (and fresh PostgreSQL sessions): the plans start over.
    await stopServer(api);
    api = await startServer('api', env);
    started.push(api);
    const cliffRows = await cliff(api, calls, options.cliffCalls);

    const date = new Date().toISOString().slice(0, 10);
    const report: ScaleReport = {
      date,
      command: `npm run bench:scale -- ${process.argv.slice(2).join(' ')}`.trim(),
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((n) => +n.toFixed(2)),
      scale: options.scale,
      data: { ...data.totals, seedSeconds },
      sizes: Object.fromEntries(SIZES.map((size) => [size, { subdomain: data.sizes[size].subdomain, appointments: data.sizes[size].appointments, customers: data.sizes[size].customers }])) as ScaleReport['sizes'],
      load: { connections: CONNECTIONS, seconds: options.seconds, rounds: ROUNDS },
      rows,
      cliff: cliffRows,
    };
    const json = path.join(RESULTS_DIR, `scale-${date}.json`);
    await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
    await writeFile(path.join(RESULTS_DIR, `scale-${date}.md`), `# Scale bench, ${date}\n\n${scaleTable(report)}\n`);
    console.log(`Written: ${json} and scale-${date}.md\n\n${scaleTable(report)}`);
    if (options.writeDoc) await writeDoc(report);
  } finally {
    await Promise.all(started.map(stopServer));
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
