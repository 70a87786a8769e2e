import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { replaceSection } from './report';
import type { Winners } from './stress-scenarios';

export type ScenarioResult = {
  scenario: string;
  endpoint: string;
  instances: number;
  /** False when the endpoint does not exist yet (the one-call booking answered 404): nothing was sent. */
  available: boolean;
  requests: number;
  /** Answers by HTTP status; 0 = no answer (refused, dropped or timed out). */
  statuses: Record<string, number>;
  fiveXx: number;
  noAnswer: number;
  /** 2xx answers. */
  succeeded: number;
  expectedWinners: Winners;
  /** The most held (unexpired) or booked appointments found on one contested slot afterwards. */
  activeMaxPerSlot: number;
  contestedSlots: number;
  /** The most charges of one appointment (recorded pending/succeeded per kind, or made at the gateway); null: none chargeable. */
  chargesMax: number | null;
  elapsedMs: number;
  maxLatencyMs: number;
  /** Causes of 5xx answers from the servers' error log (error code and message → count). */
  serverErrors: Record<string, number>;
  /** The first few 5xx or unanswered replies. */
  failures: string[];
  checks: Partial<Record<'no5xx' | 'allAnswered' | 'activePerSlot' | 'charges' | 'winners' | 'dashboard', boolean>>;
  passed: boolean;
};

export type StressReport = {
  date: string;
  command: string;
  node: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  concurrency: number;
  passed: boolean;
  results: ScenarioResult[];
};

const START = '<!-- stress -->';
const END = '<!-- /stress -->';

function verdict(r: ScenarioResult): string {
  if (!r.available) return 'not available';
  if (r.passed) return 'pass';
  return `**FAIL** (${Object.entries(r.checks)
    .filter(([, ok]) => !ok)
    .map(([name]) => name)
    .join(', ')})`;
}

export function toMarkdown(report: StressReport): string {
  const rows = report.results.map((r) => {
    const statuses = Object.entries(r.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    const winners = r.available ? `${r.succeeded} (${r.expectedWinners === 'one' ? 'exactly 1' : '≥ 1'})` : '–';
    const causes = Object.entries(r.serverErrors)
      .map(([cause, n]) => `${n}× ${cause.replaceAll('|', '\\|')}`)
      .join('; ');
    return `| ${r.scenario} | \`${r.endpoint}\` | ${r.instances} | ${r.requests} | ${statuses || '–'} | ${r.fiveXx} | ${r.available && r.contestedSlots > 0 ? r.activeMaxPerSlot : '–'} | ${r.chargesMax ?? '–'} | ${winners} | ${r.elapsedMs} | ${verdict(r)}${causes ? ` — ${causes}` : ''} |`;
  });
  const failed = report.results.filter((r) => !r.passed).length;
  return [
    START,
    `## Stress (appointment write races), ${report.date}`,
    '',
    `Command: \`${report.command}\`. Node ${report.node}, ${report.cpus} CPUs shared by everything (load average ${report.loadAverageBefore.join(' / ')} before, ${report.loadAverageAfter.join(' / ')} after). Each scenario sends ${report.concurrency} calls at once (one connection each, 127.0.0.1), to one API instance, then spread over two instances on the same database; a stylist of its own per configuration. Checks: no 5xx and every call answered; at most one held or booked appointment per contested slot; at most one charge per appointment; the expected number of successes (2xx).`,
    '',
    '| scenario | endpoint | instances | requests | statuses | 5xx | active per slot (max) | charges (max) | 2xx (expected) | ms | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    report.passed ? 'Every scenario run passed.' : `${failed} of ${report.results.length} scenario runs failed.`,
    END,
  ].join('\n');
}

/** Writes `stress-<date>.json` and the stress section of `latest.md` (the other benches keep theirs). */
export async function writeStressReport(report: StressReport, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = path.join(dir, `stress-${report.date}.json`);
  const md = path.join(dir, 'latest.md');
  await writeFile(json, JSON.stringify(report, null, 2) + '\n');
  const current = await readFile(md, 'utf8').catch(() => '# Bench results\n');
  await writeFile(md, replaceSection(current, START, END, toMarkdown(report)).trimEnd() + '\n');
  return [json, md];
}
