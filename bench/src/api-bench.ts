// `npm run bench`: the real API against a bare Fastify + node-postgres baseline at two connection
// levels, the code before a change beside it when given (see ../README.md).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEMO_SUBDOMAINS, ROLES } from '@chairly/shared';
import { createApiTokens } from '@chairly/api/lib/api-token';
import { startSeededDatabase } from './bench-database';
import type { BenchEndpoint } from './bench-endpoint';
import { bookingPageEndpoints } from './booking-page-endpoints';
import { holdConfirmEndpoint } from './hold-confirm-endpoint';
import { jsonEndpoints } from './json-endpoints';
import { interleave, measureSlice, toRow, WARMUP_SECONDS, type SliceFigures } from './measure';
import { writePerformanceDoc, writeReport, type ApiBenchReport, type Row } from './report';
import { startServer, stopServer, type Server } from './servers';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PERFORMANCE_DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
/** Every endpoint is measured at each of these. */
const CONNECTIONS = [20, 100] as const;
/** BENCH_TWO_INSTANCES=1: also two API instances on one database ("api ×2"), at this level only. */
const TWO_INSTANCES_CONNECTIONS = 20;
const TWO_INSTANCES = process.env.BENCH_TWO_INSTANCES === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_ROUNDS: how many turns the servers of an endpoint and level take (see measureEndpoint). */
const ROUNDS = Math.max(1, Math.round(Number(process.env.BENCH_ROUNDS ?? 2)));
const BASE_DOMAIN = 'chairly.localhost';

type Servers = { baseline: Server; api: Server; second: Server | null; before: Server | null };

/**
 * The rows of one endpoint per connection level (baseline, api before, api, api ×2), each measured
 * in BENCH_ROUNDS slices of SECONDS / BENCH_ROUNDS, the servers taking turns and the order reversed
 * every other round (baseline, before, api, then api, before, baseline, …): on a shared machine the
 * load of everything else drifts within a minute, and taking turns gives every row the same share of
 * it instead of handing one row a quiet stretch and the next a busy one.
 */
async function measureEndpoint(endpoint: BenchEndpoint, { baseline, api, second, before }: Servers, dataDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) {
    const everyServer = [baseline, api, ...(second ? [second] : []), ...(before ? [before] : [])];
    const turn = (kind: Row['server'], servers: Server[]) => ({ kind, servers, slices: [] as SliceFigures[] });
    const turns = [
      endpoint.baseline ? turn('baseline', [baseline]) : null,
      before ? turn('api before', [before]) : null,
      turn('api', [api]),
      second && connections === TWO_INSTANCES_CONNECTIONS ? turn('api ×2', [api, second]) : null,
    ].filter((t) => t !== null);
    for (const turn of interleave(turns, ROUNDS)) {
      turn.slices.push(await measureSlice({ servers: turn.servers, everyServer, endpoint, connections, seconds: SECONDS / ROUNDS, dataDir, warmUp: turn.slices.length === 0 }));
    }
    for (const turn of turns) rows.push(toRow(endpoint, turn.kind, turn.servers.length, connections, turn.slices));
  }
  return rows;
}

async function main() {
  const loadBefore = loadavg().map((n) => +n.toFixed(2));
  const { dataDir, url, database, stop } = await startSeededDatabase('chairly-bench-');
  const started: Server[] = [];
  try {
    const secret = randomBytes(32).toString('base64url');
    const subdomain = DEMO_SUBDOMAINS.anna;
    const { rows } = await database.pool.query<{ id: string }>('SELECT id FROM stylists WHERE subdomain = $1', [subdomain]);
    const stylistId = Number(rows[0]?.id);
    const token = await createApiTokens(new TextEncoder().encode(secret)).sign({ sub: 'bench', roles: [ROLES.stylist], stylistId, subdomain });
    const site = `${subdomain}.${BASE_DOMAIN}`;

    // BENCH_ONLY=<part of a name>[,<another>]: only the endpoints whose name contains one of them.
    const only = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const list = [
      ...jsonEndpoints({ now: Date.now(), baseDomain: BASE_DOMAIN, site, token }),
      holdConfirmEndpoint({ pool: database.pool, secret, baseDomain: BASE_DOMAIN }),
      ...bookingPageEndpoints({ pool: database.pool, site, subdomain }),
    ].filter((e) => only.length === 0 || only.some((part) => e.name.includes(part)));
    if (list.length === 0) throw new Error(`No endpoint's name contains "${process.env.BENCH_ONLY}"`);
    for (const endpoint of list) await endpoint.prepare?.();

    const env = { DATABASE_URL: url, DATA_DIR: dataDir, API_TOKEN_SECRET: secret };
    const start = async (kind: 'api' | 'baseline', extra: Record<string, string> = {}) => {
      const server = await startServer(kind, { ...env, ...extra });
      started.push(server);
      return server;
    };
    const [baseline, api] = await Promise.all([start('baseline'), start('api')]);
    const second = TWO_INSTANCES ? await start('api') : null;
    // BENCH_BEFORE_SRC=<a copy of apps/api/src>: that code measured too, one instance, just before the workspace's.
    const before = process.env.BENCH_BEFORE_SRC ? await start('api', { BENCH_API_SRC: process.env.BENCH_BEFORE_SRC }) : null;

    const checked: ApiBenchReport['endpoints'] = [];
    for (const endpoint of list) checked.push({ ...(await endpoint.check({ baseline, api })), note: endpoint.note ?? null, p99TargetMs: endpoint.p99TargetMs ?? null });
    console.table(checked.map(({ name, path, responseBytes, sameJson }) => ({ name, path, responseBytes, sameJson })));
    if (process.env.BENCH_CHECK_ONLY) return;

    const results: Row[] = [];
    for (const endpoint of list) results.push(...(await measureEndpoint(endpoint, { baseline, api, second, before }, dataDir)));
    const report: ApiBenchReport = {
      date: new Date().toISOString().slice(0, 10),
      command: [
        ...Object.entries(process.env)
          .filter(([name]) => name.startsWith('BENCH_'))
          .map(([name, value = '']) => `${name}=${/\s/.test(value) ? `"${value}"` : value}`),
        'npm run bench',
      ].join(' '),
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((n) => +n.toFixed(2)),
      load: { connections: CONNECTIONS, twoInstancesConnections: second ? TWO_INSTANCES_CONNECTIONS : null, durationSeconds: SECONDS, rounds: ROUNDS, warmupSeconds: WARMUP_SECONDS },
      endpoints: checked,
      results,
    };
    const files = await writeReport(report, RESULTS_DIR);
    if (await writePerformanceDoc(report, PERFORMANCE_DOC)) files.push(PERFORMANCE_DOC);
    console.log(`Written: ${files.join(', ')}`);
  } finally {
    await Promise.all(started.map(stopServer));
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
