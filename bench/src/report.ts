import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { LoadFigures } from './run-load';

export type ServerKind = 'baseline' | 'api before' | 'api' | 'api ×2';

export type Row = LoadFigures & {
  endpoint: string;
  path: string;
  server: ServerKind;
  instances: number;
  connections: number;
  /** CPU time of the server process(es) per answered request. */
  serverCpuMicrosPerRequest: number;
  /** CPU time of PostgreSQL (all its processes) per answered request; null where /proc is missing. */
  postgresCpuMicrosPerRequest: number | null;
  /** 1-minute load average of the machine when the row started (everything running, the bench included). */
  loadAverage: number;
};

export type ApiBenchReport = {
  date: string;
  command: string;
  node: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  endpoints: { name: string; path: string; responseBytes: number; sameJson: boolean }[];
  results: Row[];
};

const START = '<!-- api-bench -->';
const END = '<!-- /api-bench -->';
const HEADING = '# Bench results';

function ratio(to: Row | undefined, row: Row): string {
  if (!to || to.requestsPerSecond === 0) return '–';
  return (row.requestsPerSecond / to.requestsPerSecond).toFixed(2);
}

export function toMarkdown(report: ApiBenchReport): string {
  const find = (endpoint: string, server: ServerKind) => report.results.find((r) => r.endpoint === endpoint && r.server === server);
  const rows = report.results.map((r) => {
    const baseline = find(r.endpoint, 'baseline');
    const versus = r.server === 'baseline' ? '1.00' : ratio(baseline, r);
    const scaling = r.server === 'api ×2' ? ratio(find(r.endpoint, 'api'), r) : '';
    const pgCpu = r.postgresCpuMicrosPerRequest ?? '–';
    return `| ${r.endpoint} | ${r.server} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${versus} | ${scaling} | ${r.serverCpuMicrosPerRequest} | ${pgCpu} | ${r.errors + r.non2xx} | ${r.loadAverage} |`;
  });
  const differing = report.endpoints.filter((e) => !e.sameJson).map((e) => e.name);
  return [
    START,
    `## API, ${report.date}`,
    '',
    `Command: \`${report.command}\`. Node ${report.node}, ${report.cpus} CPUs shared by everything: PostgreSQL (embedded), the server process(es), the load generator (autocannon, one process) and whatever else ran on the machine (load average ${report.loadAverageBefore.join(' / ')} before the run, ${report.loadAverageAfter.join(' / ')} after). ${report.load.connections} connections in all, ${report.load.durationSeconds} s per row after ${report.load.warmupSeconds} s of warm-up; "api ×2" is two API processes on the same database, ${report.load.connections / 2} connections each, throughput summed, latency the worse of the two.`,
    '',
    '| endpoint | server | req/s | p50 ms | p99 ms | req/s vs baseline | ×2 vs one | server CPU µs/req | PostgreSQL CPU µs/req | errors + non-2xx | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    differing.length === 0
      ? 'Baseline and API answered every endpoint with the same JSON (checked before the load).'
      : `Baseline and API answers differ for: ${differing.join(', ')}.`,
    END,
  ].join('\n');
}

/** Replaces the API section of latest.md (the other benches keep theirs) and writes the raw JSON. */
export async function writeReport(report: ApiBenchReport, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, `api-${report.date}.json`);
  const md = path.join(dir, 'latest.md');
  await writeFile(json, JSON.stringify(report, null, 2) + '\n');
  const section = toMarkdown(report);
  let current = await readFile(md, 'utf8').catch(() => '');
  // Until 2026-11 the API table was the file's own heading and table, without markers.
  if (current.startsWith('# API bench')) current = current.slice(Math.max(0, current.indexOf('<!--')));
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  let next: string;
  if (start >= 0 && end > start) next = current.slice(0, start) + section + current.slice(end + END.length);
  else {
    const rest = current.startsWith(HEADING) ? current.slice(HEADING.length).trimStart() : current.trimStart();
    next = `${HEADING}\n\n${section}\n\n${rest}`;
  }
  await writeFile(md, next.trimEnd() + '\n');
  return [json, md];
}

/** `current` with the section between `start` and `end` replaced by `section`, or `section` appended. */
export function replaceSection(current: string, start: string, end: string, section: string): string {
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from >= 0 && to > from) return current.slice(0, from) + section + current.slice(to + end.length);
  return `${current.trimEnd()}\n\n${section}\n`;
}
