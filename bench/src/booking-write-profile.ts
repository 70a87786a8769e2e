// `npm run bench:booking-write` (issue #33.4): where PostgreSQL's time goes on one booking. An
// embedded PostgreSQL with pg_stat_statements loaded (nested statements tracked: the triggers' own
// queries show too), the demo data and the hold + confirm fixture, one API server; BOOKINGS bookings
// (hold, then confirm) one after another, then a wait for the relay's jobs; prints and writes the
// statements with their calls and execution time per booking. Execution time, not req/s: on a
// shared, loaded machine it is the figure that does not move with the neighbours.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres } from '@chairly/api/db/embedded-postgres';
import { migrate } from '@chairly/api/db/migrate';
import { createDatabase } from '@chairly/api/db/client';
import { seedAll } from '@chairly/api/db/seed/index';
import { holdConfirmEndpoint } from './hold-confirm-endpoint';
import { startServer, stopServer } from './servers';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 200);
/** The relay and the job runner finish the bookings' events and jobs in this time. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 8000);
const BASE_DOMAIN = 'chairly.localhost';

type Statement = {
  query: string;
  calls: number;
  total_ms: number;
  plan_ms: number;
  rows: number;
  toplevel: boolean;
};

/** CPU time of the PostgreSQL server (postmaster, its live backends and the ended ones) in µs, from /proc (Linux). */
function postgresCpuMicros(clusterDir: string): number {
  const postmaster = readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0];
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (pid === postmaster)
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10_000; // USER_HZ is 100 on Linux
}

async function withPgStatStatements(dataDir: string) {
  const first = await startEmbeddedPostgres({ dataDir });
  const admin = new pg.Client({ connectionString: first.adminUrl });
  await admin.connect();
  await admin.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
  await admin.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
  await admin.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
  await admin.end();
  await first.stop();
  return startEmbeddedPostgres({ dataDir });
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-booking-write-'));
  const pgServer = await withPgStatStatements(dataDir);
  const database = createDatabase(pgServer.url, { max: 2 });
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    await migrate(database.pool);
    await seedAll(database.db);
    await database.pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const secret = randomBytes(32).toString('base64url');
    const endpoint = holdConfirmEndpoint({ pool: database.pool, secret, baseDomain: BASE_DOMAIN });
    await endpoint.prepare?.();
    server = await startServer('api', {
      DATABASE_URL: pgServer.url,
      DATA_DIR: dataDir,
      API_TOKEN_SECRET: secret,
    });
    // Warm up: plans cached, pools open.
    for (let i = 0; i < 20; i++) await endpoint.check({ api: server, baseline: server });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await database.pool.query('SELECT pg_stat_statements_reset()');
    const started = Date.now();
    const cpuBefore = postgresCpuMicros(pgServer.clusterDir);
    for (let i = 0; i < BOOKINGS; i++) await endpoint.check({ api: server, baseline: server });
    const requestMs = Date.now() - started;
    const cpuAfter = postgresCpuMicros(pgServer.clusterDir);
    const { rows } = await database.pool.query<Statement>(
      `SELECT query, calls::int, total_exec_time AS total_ms, total_plan_time AS plan_ms, rows::int, toplevel FROM pg_stat_statements
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'
       ORDER BY total_exec_time DESC`,
    );
    const top = rows.filter((r) => r.toplevel);
    const perBooking = (n: number) => +(n / BOOKINGS).toFixed(3);
    const totalMs = top.reduce((sum, r) => sum + r.total_ms, 0);
    const report = {
      date: new Date().toISOString(),
      command: 'npm run bench:booking-write',
      bookings: BOOKINGS,
      loadAverage: loadavg().map((n) => +n.toFixed(2)),
      requestSecondsSequential: requestMs / 1000,
      topLevelStatementsPerBooking: perBooking(top.reduce((sum, r) => sum + r.calls, 0)),
      postgresExecMsPerBooking: perBooking(totalMs),
      postgresPlanMsPerBooking: perBooking(top.reduce((sum, r) => sum + r.plan_ms, 0)),
      postgresCpuMsPerBooking: perBooking((cpuAfter - cpuBefore) / 1000),
      statements: rows.slice(0, 40).map((r) => ({
        msPerBooking: perBooking(r.total_ms),
        planMsPerBooking: perBooking(r.plan_ms),
        callsPerBooking: perBooking(r.calls),
        toplevel: r.toplevel,
        query: r.query.replace(/\s+/g, ' ').slice(0, 240),
      })),
    };
    console.log(
      `bookings ${BOOKINGS}: per booking ${report.topLevelStatementsPerBooking} top-level statements, ${report.postgresExecMsPerBooking} ms executing, ${report.postgresPlanMsPerBooking} ms planning, ${report.postgresCpuMsPerBooking} ms of PostgreSQL CPU (all its processes)`,
    );
    console.table(
      report.statements
        .slice(0, 25)
        .map((s) => ({
          ms: s.msPerBooking,
          plan: s.planMsPerBooking,
          calls: s.callsPerBooking,
          top: s.toplevel,
          query: s.query.slice(0, 110),
        })),
    );
    const file = path.join(
      RESULTS_DIR,
      `booking-write-${report.date.slice(0, 10)}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}.json`,
    );
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written: ${file}`);
  } finally {
    if (server) await stopServer(server);
    await database.close();
    await pgServer.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
