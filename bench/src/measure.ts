// One row of the API bench: an endpoint's load against one server (or two instances), with the CPU
// time the server process(es) and PostgreSQL spent on it, measured in slices interleaved with the
// other rows of the same endpoint and level (see api-bench.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { BenchEndpoint } from './bench-endpoint';
import type { Row, ServerKind } from './report';
import { load, loadSpread, type LoadFigures } from './run-load';
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

type Slice = {
  /** Who runs the load: one server, or several instances that share it. */
  servers: Server[];
  /** Every server of the run: the previous slice's may still be serving its queue (100 connections) on the same cores. */
  everyServer: Server[];
  endpoint: BenchEndpoint;
  connections: number;
  seconds: number;
  dataDir: string;
  /** The first slice of a row warms the servers up (WARMUP_SECONDS of the same load, not counted). */
  warmUp: boolean;
};

/** One measured stretch of load: what the servers and PostgreSQL spent on it, and what was answered. */
export type SliceFigures = LoadFigures & {
  seconds: number;
  unexpectedAnswers: number;
  serverCpuMicros: number;
  postgresCpuMicros: number | null;
  loadAverage: number;
};

/** (Warm-up,) a wait until every server is idle, then `seconds` at `connections` (split evenly between the instances). */
export async function measureSlice({ servers, everyServer, endpoint, connections, seconds, dataDir, warmUp }: Slice): Promise<SliceFigures> {
  const run = (duration: number) => {
    const targets = endpoint.targets(servers.map((s) => s.origin));
    return targets.length === 1 ? load(targets[0]!, connections, duration) : loadSpread(targets, connections, duration);
  };
  if (warmUp) await run(WARMUP_SECONDS);
  await settle(everyServer);
  const loadAverage = loadavg()[0] ?? 0;
  const cpuBefore = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgBefore = postgresCpuMicros(dataDir);
  const unexpectedBefore = endpoint.unexpectedAnswers?.() ?? 0;
  const figures = await run(seconds);
  const unexpectedAnswers = (endpoint.unexpectedAnswers?.() ?? 0) - unexpectedBefore;
  const cpuAfter = await Promise.all(servers.map((s) => s.cpuMicros()));
  const pgAfter = postgresCpuMicros(dataDir);
  return {
    ...figures,
    seconds,
    unexpectedAnswers,
    serverCpuMicros: cpuAfter.reduce((sum, after, i) => sum + after - (cpuBefore[i] ?? 0), 0),
    postgresCpuMicros: pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore,
    loadAverage,
  };
}

/**
 * One row from its slices: requests, failures and CPU summed (CPU per answered request over them
 * all), requests per second over their whole time, p50 weighted by each slice's requests, p99 the
 * worst slice's (autocannon keeps no histogram to merge; the worst is the honest bound).
 */
export function combineSlices(slices: SliceFigures[]): Omit<Row, 'endpoint' | 'path' | 'server' | 'instances' | 'connections'> {
  const sum = (pick: (s: SliceFigures) => number) => slices.reduce((total, s) => total + pick(s), 0);
  const requests = sum((s) => s.requests);
  const seconds = sum((s) => s.seconds);
  const perRequest = (micros: number) => (requests > 0 ? Math.round(micros / requests) : 0);
  const postgres = slices.every((s) => s.postgresCpuMicros !== null) ? sum((s) => s.postgresCpuMicros ?? 0) : null;
  return {
    requestsPerSecond: seconds > 0 ? Math.round(requests / seconds) : 0,
    p50Ms: requests > 0 ? Math.round((sum((s) => s.p50Ms * s.requests) / requests) * 10) / 10 : 0,
    p99Ms: Math.max(0, ...slices.map((s) => s.p99Ms)),
    errors: sum((s) => s.errors),
    non2xx: sum((s) => s.non2xx),
    requests,
    unexpectedAnswers: sum((s) => s.unexpectedAnswers),
    serverCpuMicrosPerRequest: perRequest(sum((s) => s.serverCpuMicros)),
    postgresCpuMicrosPerRequest: postgres === null ? null : perRequest(postgres),
    loadAverage: +(sum((s) => s.loadAverage) / Math.max(1, slices.length)).toFixed(2),
  };
}

/** The order `turns` are measured in over `rounds`: in the given order, then reversed, and so on. */
export function interleave<T>(turns: readonly T[], rounds: number): T[] {
  const order: T[] = [];
  for (let round = 0; round < rounds; round++) order.push(...(round % 2 === 0 ? turns : [...turns].reverse()));
  return order;
}

/** A row as the report keeps it, printed as it is made. */
export function toRow(endpoint: BenchEndpoint, kind: ServerKind, instances: number, connections: number, slices: SliceFigures[]): Row {
  const row: Row = { endpoint: endpoint.name, path: endpoint.path, server: kind, instances, connections, ...combineSlices(slices) };
  const failures = row.errors + row.non2xx + row.unexpectedAnswers;
  console.log(
    `${kind.padEnd(10)} ${String(connections).padStart(3)} conn  ${endpoint.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  server ${row.serverCpuMicrosPerRequest} µs/req${failures > 0 ? `  ${failures} failed (errors, non-2xx, unexpected answers)` : ''}`,
  );
  return row;
}
