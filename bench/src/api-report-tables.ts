// The API bench's tables (one per endpoint), for results/latest.md and docs/performance.md alike.
import { P99_TARGET_CONNECTIONS } from './bench-endpoint';
import type { ApiBenchReport, Row } from './report-types';

/** Issue #22's targets for the API against the bare baseline, at the same connections. */
export const TARGETS = { minRequestsRatio: 0.75, maxCpuRatio: 1.5 } as const;

/** Calls that did not answer what the row measures: errors and time-outs, non-2xx, unexpected 2xx. */
const failures = (row: Row) => row.errors + row.non2xx + row.unexpectedAnswers;
const ratio = (value: number, to: number) => (to > 0 ? value / to : Number.NaN);
const shown = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

/** ✅ when the row meets both targets with no failed call, ❌ otherwise, – without a baseline row. */
function check(row: Row, baseline: Row | undefined): string {
  if (!baseline || row === baseline) return '–';
  const fast = ratio(row.requestsPerSecond, baseline.requestsPerSecond) >= TARGETS.minRequestsRatio;
  const lean = ratio(row.serverCpuMicrosPerRequest, baseline.serverCpuMicrosPerRequest) <= TARGETS.maxCpuRatio;
  return fast && lean && failures(row) === 0 ? '✅' : '❌';
}

/** The line under the table for an endpoint with a p99 target: each server's p99 at that level against it. */
function p99Target(rows: Row[], targetMs: number | null): string[] {
  if (targetMs === null) return [];
  const measured = rows.filter((r) => r.connections === P99_TARGET_CONNECTIONS && r.server !== 'baseline');
  if (measured.length === 0) return [];
  const verdicts = measured.map((r) => `${r.server} ${r.p99Ms} ms ${r.p99Ms <= targetMs ? '✅' : '❌'}`);
  return [`Target (issue #22): p99 ≤ ${targetMs} ms at ${P99_TARGET_CONNECTIONS} connections: ${verdicts.join(', ')}.`, ''];
}

function endpointTable(report: ApiBenchReport, name: string): string[] {
  const rows = report.results.filter((r) => r.endpoint === name);
  const find = (server: Row['server'], connections: number) => rows.find((r) => r.server === server && r.connections === connections);
  const lines = rows.map((r) => {
    const baseline = find('baseline', r.connections);
    const before = r.server === 'api' ? find('api before', r.connections) : undefined;
    const versus = (pick: (row: Row) => number) => (baseline ? shown(ratio(pick(r), pick(baseline))) : '–');
    return [
      r.server,
      r.connections,
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      r.serverCpuMicrosPerRequest,
      r.postgresCpuMicrosPerRequest ?? '–',
      versus((row) => row.requestsPerSecond),
      versus((row) => row.serverCpuMicrosPerRequest),
      check(r, baseline),
      before ? shown(ratio(r.requestsPerSecond, before.requestsPerSecond)) : '',
      failures(r),
      r.loadAverage,
    ].join(' | ');
  });
  const endpoint = report.endpoints.find((e) => e.name === name);
  const answers = endpoint?.sameJson === null ? '' : endpoint?.sameJson ? ' Baseline and API answered the same JSON.' : ' **Baseline and API answered differently.**';
  return [
    `**${name}**: \`${endpoint?.path ?? ''}\`.${endpoint?.note ? ` ${endpoint.note}` : ''}${answers}`,
    '',
    '| server | connections | req/s | p50 ms | p99 ms | server CPU µs/req | PostgreSQL CPU µs/req | req/s ÷ baseline | server CPU ÷ baseline | check | req/s ÷ before | failed | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
    '',
    ...p99Target(rows, endpoint?.p99TargetMs ?? null),
  ];
}

export function apiTables(report: ApiBenchReport): string {
  const { load } = report;
  const names = [...new Set(report.results.map((r) => r.endpoint))];
  const failed = report.results.filter((r) => failures(r) > 0).map((r) => `${r.endpoint} (${r.server}, ${r.connections} connections)`);
  const twoInstances =
    load.twoInstancesConnections === null
      ? ''
      : ` "api ×2" is two API processes on the same database at ${load.twoInstancesConnections} connections in all, split evenly, throughput summed, latency the worse of the two.`;
  const turns = load.rounds ?? 1;
  const rounds =
    turns > 1
      ? `, in ${turns} turns of ${+(load.durationSeconds / turns).toFixed(2)} s: the rows of an endpoint and level take turns (baseline, before, api, then the other way round), so that each gets the same share of the machine's other load; p50 weighted by each turn's requests, p99 the worst turn's`
      : '';
  return [
    `Command: \`${report.command}\`. Node ${report.node}, ${report.cpus} CPUs shared by everything: PostgreSQL (embedded), the server process(es), the load generator (autocannon, one process) and whatever else ran on the machine (load average ${report.loadAverageBefore.join(' / ')} before the run, ${report.loadAverageAfter.join(' / ')} after). Every endpoint at ${load.connections.join(' and ')} connections, ${load.durationSeconds} s per row after ${load.warmupSeconds} s of warm-up${rounds}.${twoInstances}`,
    '',
    `Check (issue #22): ✅ when req/s ≥ ${TARGETS.minRequestsRatio}× and server CPU per request ≤ ${TARGETS.maxCpuRatio}× the baseline's at the same connections, with no failed call; ❌ otherwise; – without a baseline. "req/s ÷ before": the API against the code before (BENCH_BEFORE_SRC) at the same connections. "failed": errors and time-outs, non-2xx, and 2xx answers that were not what the row measures (the booking page's client-rendered shell instead of the rendered page).`,
    '',
    ...names.flatMap((name) => endpointTable(report, name)),
    failed.length === 0 ? 'No row had a failed call.' : `**Rows with failed calls** (they measured failures too): ${failed.join('; ')}.`,
  ].join('\n');
}
