import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LOAD, LoadResult } from './run-load';

export type BenchReport = {
  date: string;
  node: string;
  load: typeof LOAD;
  results: LoadResult[];
};

function ratio(results: LoadResult[], result: LoadResult): string {
  const baseline = results.find((r) => r.server === 'baseline' && r.path === result.path);
  if (!baseline || result.server === 'baseline' || baseline.requestsPerSecond === 0) return '1.00';
  return (result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
}

export function toMarkdown(report: BenchReport): string {
  const rows = report.results.map(
    (r) =>
      `| ${r.path} | ${r.server} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${ratio(report.results, r)} | ${r.errors + r.non2xx} |`,
  );
  return [
    `# API bench, ${report.date}`,
    '',
    `Node ${report.node}; autocannon, ${report.load.connections} connections, ${report.load.durationSeconds} s per row; embedded PostgreSQL on the same machine.`,
    '',
    '| path | server | req/s | p50 ms | p99 ms | ratio to baseline (req/s) | errors + non-2xx |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export async function writeReport(report: BenchReport, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, `api-${report.date}.json`);
  const md = path.join(dir, 'latest.md');
  await writeFile(json, JSON.stringify(report, null, 2) + '\n');
  await writeFile(md, toMarkdown(report));
  return [json, md];
}
