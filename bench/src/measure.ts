// One row of the API bench: an endpoint's load against one server (or two instances), with the CPU
// time the server process(es) and PostgreSQL spent on it.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BenchEndpoint } from './bench-endpoint';
import type { Row, ServerKind } from './report';
import { load, loadSpread } from './run-load';
import type { Server } from './servers';

export const WARMUP_SECONDS = 2;
/** A server is idle below this share of one core. */
const IDLE_SHARE = 0.05;
const IDLE_PROBE_MS = 250;
const SETTLE_MAX_MS = 15_000;

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

/**
 * Waits until every server is idle (at most SETTLE_MAX_MS): requests of the warm-up still being
 * served when autocannon let go of them (a slow render, a queue of writes) are not the row's work.
 */
async function settle(servers: Server[]): Promise<void> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (Date.now() < deadline) {
    const before = await Promise.all(servers.map((s) => s.cpuMicros()));
    await new Promise((resolve) => setTimeout(resolve, IDLE_PROBE_MS));
    const after = await Promise.all(servers.map((s) => s.cpuMicros()));
    if (after.every((micros, i) => micros - (before[i] ?? 0) < IDLE_PROBE_MS * 1000 * IDLE_SHARE)) return;
  }
}

type Measure = {
  kind: ServerKind;
  endpoint: BenchEndpoint;
  servers: Server[];
  /** Every server of the run: the previous row's may still be serving its queue (100 connections) on the same cores. */
  everyServer?: Server[];
  connections: number;
  seconds: number;
  dataDir: string;
};

/** Warm-up, a wait until the servers are idle, then `seconds` measured at `connections` (split evenly between the instances). */
export async function measure({ kind, endpoint, servers, everyServer = servers, connections, seconds, dataDir }: Measure): Promise<Row> {
  const run = (duration: number) => {
    const targets = endpoint.targets(servers.map((s) => s.origin));
    return targets.length === 1 ? load(targets[0]!, connections, duration) : loadSpread(targets, connections, duration);
  };
  await run(WARMUP_SECONDS);
  await settle(everyServer);
  const loadAverage = loadavg()[0] ?? 0;
  const cpuBefore = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgBefore = postgresCpuMicros(dataDir);
  const unexpectedBefore = endpoint.unexpectedAnswers?.() ?? 0;
  const figures = await run(seconds);
  const unexpectedAnswers = (endpoint.unexpectedAnswers?.() ?? 0) - unexpectedBefore;
  const cpuAfter = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgAfter = postgresCpuMicros(dataDir);
  const serverCpu = cpuAfter.reduce((sum, after, i) => sum + after - (cpuBefore[i] ?? 0), 0);
  const perRequest = (micros: number) => (figures.requests > 0 ? Math.round(micros / figures.requests) : 0);
  const row: Row = {
    endpoint: endpoint.name,
    path: endpoint.path,
    server: kind,
    instances: servers.length,
    connections,
    ...figures,
    unexpectedAnswers,
    serverCpuMicrosPerRequest: perRequest(serverCpu),
    postgresCpuMicrosPerRequest: pgBefore === null || pgAfter === null ? null : perRequest(pgAfter - pgBefore),
    loadAverage: +loadAverage.toFixed(2),
  };
  const failures = row.errors + row.non2xx + row.unexpectedAnswers;
  console.log(
    `${kind.padEnd(10)} ${String(connections).padStart(3)} conn  ${endpoint.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  server ${row.serverCpuMicrosPerRequest} µs/req${failures > 0 ? `  ${failures} failed (errors, non-2xx, unexpected answers)` : ''}`,
  );
  return row;
}
