// The GET calls answered with JSON by the API and by the bare baseline alike, compared before the load.
import { isDeepStrictEqual } from 'node:util';
import type { BenchEndpoint } from './bench-endpoint';
import { send } from './http';

const DAY_MS = 86_400_000;

type JsonCall = { name: string; path: string; host: string; token?: string; p99TargetMs?: number };

/** Issue #22: p99 at 100 connections for the public calls a booking page waits on. */
const PUBLIC_P99_TARGET_MS = 50;

function jsonEndpoint({ name, path, host, token, p99TargetMs }: JsonCall): BenchEndpoint {
  const headers = { host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return {
    name,
    path,
    baseline: true,
    ...(p99TargetMs ? { p99TargetMs } : {}),
    async check({ baseline, api }) {
      const [fromBaseline, fromApi] = await Promise.all([baseline, api].map((s) => send(s.origin, 'GET', path, headers)));
      if (fromBaseline?.status !== 200 || fromApi?.status !== 200) throw new Error(`${name}: baseline ${fromBaseline?.status}, api ${fromApi?.status}`);
      const sameJson = isDeepStrictEqual(fromBaseline.body, fromApi.body);
      if (!sameJson) console.log(`${name}: the answers differ\n  baseline ${JSON.stringify(fromBaseline.body).slice(0, 400)}\n  api      ${JSON.stringify(fromApi.body).slice(0, 400)}`);
      return { name, path, responseBytes: JSON.stringify(fromApi.body).length, sameJson };
    },
    targets: (origins) => origins.map((origin) => ({ origin, path, headers })),
  };
}

/**
 * Available dates for a different period, length or duration on every call, cycling through more
 * combinations than an instance keeps (2,000 lists, least recently used first), so that no call is
 * answered from the kept lists (issue #22, docs/decisions.md D22): what a list costs to make. Each
 * server gets the same sequence of calls; the check compares the first.
 */
function uncachedAvailability(day: (offset: number) => string, host: string): BenchEndpoint {
  const calls: string[] = [];
  for (let start = 1; start <= 40; start++) {
    for (let length = 7; length <= 13; length++) {
      for (const duration of [30, 45, 60, 75, 90, 120, 150, 180]) calls.push(`/api/public/services/duration/${duration}/available-dates/period/${day(start)}/${day(start + length)}`);
    }
  }
  const first = calls[0]!;
  const headers = { host };
  let next = 0;
  const base = jsonEndpoint({ name: 'availability, another period each call (nothing kept)', path: first, host });
  return {
    ...base,
    path: `${first.replace(/duration\/\d+.*/, 'duration/{30…180}/available-dates/period/{tomorrow+0…39}/{+7…13 days}')} (${calls.length} calls in turn)`,
    targets: (origins) =>
      origins.map((origin) => ({
        origin,
        path: first,
        headers,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: calls[next++ % calls.length]! }) }],
      })),
  };
}

/** The JSON calls, dated from `now`; `token`: the demo stylist Anna's API token. */
export function jsonEndpoints({ now, baseDomain, site, token }: { now: number; baseDomain: string; site: string; token: string }): BenchEndpoint[] {
  const day = (offset: number) => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
  const app = `app.${baseDomain}`;
  return [
    { name: 'health', path: '/api/health', host: baseDomain },
    { name: 'time zone list (page of 10)', path: '/api/time_zone_dictionaries', host: baseDomain },
    { name: 'public services', path: '/api/public/services', host: site, p99TargetMs: PUBLIC_P99_TARGET_MS },
    {
      name: 'availability (14 days, 60 min)',
      path: `/api/public/services/duration/60/available-dates/period/${day(1)}/${day(14)}`,
      host: site,
      p99TargetMs: PUBLIC_P99_TARGET_MS,
    },
    {
      name: 'appointments range (14 days)',
      path: `/api/appointments?startsAt%5Bafter%5D=${day(-7)}T00:00:00Z&startsAt%5Bstrictly_before%5D=${day(7)}T00:00:00Z`,
      host: app,
      token,
    },
    { name: 'service list (page of 10)', path: '/api/services', host: app, token },
    // The call the dashboard screen's table and charts wait on, from her own address as the SPA makes it.
    { name: 'dashboard statistics (by numbers)', path: '/api/dashboard/statistics/dashboard-statistic-by-numbers', host: site, token },
  ]
    .map(jsonEndpoint)
    .concat(uncachedAvailability(day, site));
}
