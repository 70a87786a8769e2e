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
  const url = new URL(path, origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Bench traffic goes to 127.0.0.1 only, not ${url.hostname}`);
  const result = await autocannon({
    url: url.toString(),
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    headers: { host },
  });
  return {
    server,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
