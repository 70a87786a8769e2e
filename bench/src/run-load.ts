import autocannon from 'autocannon';

export type LoadResult = {
  server: 'api' | 'baseline';
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

export const LOAD = { connections: 20, durationSeconds: 10 } as const;

/** Fixed concurrency for a fixed time, against 127.0.0.1 only, with the Host header the app expects. */
export async function runLoad(server: LoadResult['server'], origin: string, path: string, host: string): Promise<LoadResult> {
  const result = await load({ origin, path, headers: { host } }, LOAD.connections, LOAD.durationSeconds);
  return { server, path, ...result };
}

export type Target = {
  origin: string;
  path: string;
  headers: Record<string, string>;
  /** autocannon's request sequence (each connection goes through it in turn); unset: GET `path`. */
  requests?: autocannon.Request[];
};
export type LoadFigures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number; requests: number };

/** autocannon at `connections` for `seconds` against one target on 127.0.0.1. */
export async function load(target: Target, connections: number, seconds: number): Promise<LoadFigures> {
  const url = new URL(target.path, target.origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Bench traffic goes to 127.0.0.1 only, not ${url.hostname}`);
  const result = await autocannon({ url: url.toString(), connections, duration: seconds, headers: target.headers, ...(target.requests ? { requests: target.requests } : {}) });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Several targets loaded at once (one per instance), `connections` split evenly between them:
 * throughput is the sum, latency percentiles the worst of the runs (autocannon keeps no shared histogram).
 */
export async function loadSpread(targets: Target[], connections: number, seconds: number): Promise<LoadFigures> {
  const each = Math.max(1, Math.round(connections / targets.length));
  const runs = await Promise.all(targets.map((target) => load(target, each, seconds)));
  const sum = (pick: (r: LoadFigures) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    requestsPerSecond: sum((r) => r.requestsPerSecond),
    p50Ms: Math.max(...runs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    requests: sum((r) => r.requests),
  };
}
