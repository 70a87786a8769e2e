// `npm run bench`: the real API against a bare Fastify + node-postgres baseline, then two API
// instances on one database (see ../README.md).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { DEMO_SUBDOMAINS, ROLES } from '@chairly/shared';
import { createApiTokens } from '@chairly/api/lib/api-token';
import { startSeededDatabase } from './bench-database';
import { send } from './http';
import { writeReport, type ApiBenchReport, type Row, type ServerKind } from './report';
import { load, loadSpread, type Target } from './run-load';
import { startServer, stopServer, type Server } from './servers';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const BASE_DOMAIN = 'chairly.localhost';
const DAY_MS = 86_400_000;

type Endpoint = { name: string; path: string; host: string; auth: boolean };

function endpoints(now: number): Endpoint[] {
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  const site = `${DEMO_SUBDOMAINS.anna}.${BASE_DOMAIN}`;
  const app = `app.${BASE_DOMAIN}`;
  return [
    { name: 'health', path: '/api/health', host: BASE_DOMAIN, auth: false },
    { name: 'time zone list (page of 10)', path: '/api/time_zone_dictionaries', host: BASE_DOMAIN, auth: false },
    { name: 'public services', path: '/api/public/services', host: site, auth: false },
    { name: 'availability (14 days, 60 min)', path: `/api/public/services/duration/60/available-dates/period/${day(1)}/${day(14)}`, host: site, auth: false },
    {
      name: 'appointments range (14 days)',
      path: `/api/appointments?startsAt%5Bafter%5D=${day(-7)}T00:00:00Z&startsAt%5Bstrictly_before%5D=${day(7)}T00:00:00Z`,
      host: app,
      auth: true,
    },
    { name: 'service list (page of 10)', path: '/api/services', host: app, auth: true },
  ];
}

/** CPU time of the PostgreSQL server (postmaster and its backends) in µs, from /proc; null elsewhere. */
function postgresCpuMicros(dataDir: string): number | null {
  try {
    const postmaster = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0];
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        // Fields after the command name: state, ppid, …, utime (14th field overall), stime, cutime, cstime.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        // Live backends count their own time; ended ones (closed pool connections) are in the postmaster's cutime/cstime.
        if (pid === postmaster) ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
        else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks * 10_000; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

async function measure(kind: ServerKind, endpoint: Endpoint, servers: Server[], headers: Record<string, string>, dataDir: string): Promise<Row> {
  const targets: Target[] = servers.map((s) => ({ origin: s.origin, path: endpoint.path, headers }));
  const run = (seconds: number) => (targets.length === 1 ? load(targets[0]!, CONNECTIONS, seconds) : loadSpread(targets, CONNECTIONS, seconds));
  await run(WARMUP_SECONDS);
  const loadAverage = loadavg()[0] ?? 0;
  const cpuBefore = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgBefore = postgresCpuMicros(dataDir);
  const figures = await run(SECONDS);
  const cpuAfter = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgAfter = postgresCpuMicros(dataDir);
  const serverCpu = cpuAfter.reduce((sum, after, i) => sum + after - (cpuBefore[i] ?? 0), 0);
  const perRequest = (micros: number) => (figures.requests > 0 ? Math.round(micros / figures.requests) : 0);
  const row: Row = {
    endpoint: endpoint.name,
    path: endpoint.path,
    server: kind,
    instances: servers.length,
    connections: CONNECTIONS,
    ...figures,
    serverCpuMicrosPerRequest: perRequest(serverCpu),
    postgresCpuMicrosPerRequest: pgBefore === null || pgAfter === null ? null : perRequest(pgAfter - pgBefore),
    loadAverage: +loadAverage.toFixed(2),
  };
  console.log(`${kind.padEnd(10)} ${endpoint.name.padEnd(32)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  server ${row.serverCpuMicrosPerRequest} µs/req`);
  return row;
}

async function main() {
  const loadBefore = loadavg().map((n) => +n.toFixed(2));
  const { dataDir, url, database, stop } = await startSeededDatabase('chairly-bench-');
  const servers: Server[] = [];
  try {
    const secret = randomBytes(32).toString('base64url');
    const { rows } = await database.pool.query<{ id: string }>('SELECT id FROM stylists WHERE subdomain = $1', [DEMO_SUBDOMAINS.anna]);
    const stylistId = Number(rows[0]?.id);
    const token = await createApiTokens(new TextEncoder().encode(secret)).sign({ sub: 'bench', roles: [ROLES.stylist], stylistId, subdomain: DEMO_SUBDOMAINS.anna });
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, API_TOKEN_SECRET: secret };
    const [baseline, api, second] = await Promise.all([startServer('baseline', env), startServer('api', env), startServer('api', env)]);
    servers.push(baseline!, api!, second!);
    // BENCH_BEFORE_SRC=<a copy of apps/api/src>: that code measured too, one instance, just before the workspace's.
    const before = process.env.BENCH_BEFORE_SRC ? await startServer('api', { ...env, BENCH_API_SRC: process.env.BENCH_BEFORE_SRC }) : null;
    if (before) servers.push(before);

    // BENCH_ONLY=<part of a name>: only the endpoints whose name contains it.
    const list = endpoints(Date.now()).filter((e) => !process.env.BENCH_ONLY || e.name.includes(process.env.BENCH_ONLY));
    const checked: ApiBenchReport['endpoints'] = [];
    for (const endpoint of list) {
      const headers = { host: endpoint.host, ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}) };
      const answers = await Promise.all([baseline!, api!].map((s) => send(s.origin, 'GET', endpoint.path, headers)));
      const [fromBaseline, fromApi] = answers;
      if (fromBaseline?.status !== 200 || fromApi?.status !== 200) throw new Error(`${endpoint.name}: baseline ${fromBaseline?.status}, api ${fromApi?.status}`);
      const bytes = JSON.stringify(fromApi.body).length;
      const sameJson = isDeepStrictEqual(fromBaseline.body, fromApi.body);
      if (!sameJson) console.log(`${endpoint.name}: the answers differ\n  baseline ${JSON.stringify(fromBaseline.body).slice(0, 400)}\n  api      ${JSON.stringify(fromApi.body).slice(0, 400)}`);
      checked.push({ name: endpoint.name, path: endpoint.path, responseBytes: bytes, sameJson });
    }
    console.table(checked);
    if (process.env.BENCH_CHECK_ONLY) return;

    const results: Row[] = [];
    for (const endpoint of list) {
      const headers = { host: endpoint.host, ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}) };
      results.push(await measure('baseline', endpoint, [baseline!], headers, dataDir));
      if (before) results.push(await measure('api before', endpoint, [before], headers, dataDir));
      results.push(await measure('api', endpoint, [api!], headers, dataDir));
      results.push(await measure('api ×2', endpoint, [api!, second!], headers, dataDir));
    }
    const report: ApiBenchReport = {
      date: new Date().toISOString().slice(0, 10),
      command: [...Object.entries(process.env).filter(([name]) => name.startsWith('BENCH_')).map(([name, value]) => `${name}=${value}`), 'npm run bench'].join(' '),
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((n) => +n.toFixed(2)),
      load: { connections: CONNECTIONS, durationSeconds: SECONDS, warmupSeconds: WARMUP_SECONDS },
      endpoints: checked,
      results,
    };
    const files = await writeReport(report, RESULTS_DIR);
    console.log(`Written: ${files.join(', ')}`);
  } finally {
    await Promise.all(servers.map(stopServer));
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
