// The scale bench's pure parts (issue #33.1): its arguments, the ratios between the sizes, the plan-cliff
// figures and the Markdown table that goes to bench/results/ and docs/performance.md ("Scale").
import { replaceSection } from './report';

export const SIZES = ['small', 'typical', 'busy'] as const;
export type Size = (typeof SIZES)[number];

export type ScaleOptions = {
  /** Share of the 1,000 typical stylists seeded (the busy stylist and Anna keep their size). */
  scale: number;
  /** Only the calls whose name contains one of these (`--only=range,search`); empty = every call. */
  only: string[];
  /** Measured seconds per row (split over the rounds in which the sizes take turns). */
  seconds: number;
  /** Sequential calls per call and size after a restart of the API (the plan-cliff check). */
  cliffCalls: number;
  /** Also measure the uncached render of /services/book (needs the web build). */
  render: boolean;
  /** Write the table into docs/performance.md. */
  writeDoc: boolean;
  /** Only write docs/performance.md from this results file (no seeding, no load). */
  from: string | null;
};

export const DEFAULT_OPTIONS: ScaleOptions = { scale: 1, seconds: 6, cliffCalls: 60, render: true, writeDoc: false, from: null, only: [] };

/** The first calls and the calls after the 50th that the plan-cliff check compares. */
export const CLIFF_FIRST = 10;
export const CLIFF_AFTER = 50;

function number(name: string, value: string, { min, max, integer }: { min: number; max: number; integer: boolean }): number {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < min || parsed > max || (integer && !Number.isInteger(parsed))) {
    throw new Error(`--${name}: expected ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, got "${value}"`);
  }
  return parsed;
}

/** `--scale=0.02 --seconds=4 --cliff-calls=60 --no-render --write-doc --from=<results.json>`; unknown arguments are refused. */
export function parseScaleArgs(argv: readonly string[]): ScaleOptions {
  const options: ScaleOptions = { ...DEFAULT_OPTIONS };
  for (const arg of argv) {
    const [flag = '', value] = arg.split(/=(.*)/s, 2);
    if (flag === '--scale' && value !== undefined) options.scale = number('scale', value, { min: 0.001, max: 1, integer: false });
    else if (flag === '--seconds' && value !== undefined) options.seconds = number('seconds', value, { min: 1, max: 600, integer: false });
    else if (flag === '--cliff-calls' && value !== undefined) options.cliffCalls = number('cliff-calls', value, { min: CLIFF_AFTER + CLIFF_FIRST, max: 1000, integer: true });
    else if (arg === '--no-render') options.render = false;
    else if (arg === '--write-doc') options.writeDoc = true;
    else if (flag === '--from' && value) options.from = value;
    else if (flag === '--only' && value) options.only = value.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
    else throw new Error(`Unknown argument "${arg}" (known: --scale=<0.001…1>, --seconds=<n>, --cliff-calls=<n ≥ 60>, --no-render, --write-doc, --from=<results json>, --only=<name part,…>)`);
  }
  return options;
}

/** How many typical stylists a scale seeds: at least one. */
export const typicalStylistsAt = (scale: number, full = 1000) => Math.max(1, Math.round(full * scale));

/** One call at one size under load (10 connections). */
export type ScaleRow = { call: string; size: Size; path: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number; serverCpuMicrosPerRequest: number; postgresCpuMicrosPerRequest: number | null; responseBytes: number };

/** One call at one size after a restart: median latency of the first calls and of the calls after the 50th. */
export type CliffRow = { call: string; size: Size; firstMedianMs: number; afterMedianMs: number };

export type ScaleReport = {
  date: string;
  command: string;
  node: string;
  cpus: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  scale: number;
  data: { stylists: number; appointments: number; customers: number; charges: number; reviews: number; waitlistEntries: number; seedSeconds: number };
  sizes: Record<Size, { subdomain: string; appointments: number; customers: number }>;
  load: { connections: number; seconds: number; rounds: number };
  rows: ScaleRow[];
  cliff: CliffRow[];
};

export type CallSummary = {
  call: string;
  smallRps: number;
  typicalRatio: number | null;
  busyRatio: number | null;
  p99Ms: Record<Size, number | null>;
  failures: number;
  /** Worst (after ÷ first) of the sizes; null without a cliff check. */
  cliffRatio: number | null;
};

const ratio = (part: number | undefined, whole: number | undefined) => (part === undefined || !whole ? null : Math.round((part / whole) * 100) / 100);

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The plan-cliff figures of one series of sequential latencies (ms, in call order). */
export function cliffOf(latencies: readonly number[]): { firstMedianMs: number; afterMedianMs: number } {
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { firstMedianMs: round(median(latencies.slice(0, CLIFF_FIRST))), afterMedianMs: round(median(latencies.slice(CLIFF_AFTER))) };
}

/** Per call, in the order the rows came: typical ÷ small and busy ÷ small req/s, the p99s, the worst cliff ratio. */
export function summarize(rows: readonly ScaleRow[], cliff: readonly CliffRow[] = []): CallSummary[] {
  const calls = [...new Set(rows.map((r) => r.call))];
  return calls.map((call) => {
    const at = (size: Size) => rows.find((r) => r.call === call && r.size === size);
    const [small, typical, busy] = SIZES.map(at);
    const cliffs = cliff.filter((c) => c.call === call && c.firstMedianMs > 0).map((c) => c.afterMedianMs / c.firstMedianMs);
    return {
      call,
      smallRps: small?.requestsPerSecond ?? 0,
      typicalRatio: ratio(typical?.requestsPerSecond, small?.requestsPerSecond),
      busyRatio: ratio(busy?.requestsPerSecond, small?.requestsPerSecond),
      p99Ms: { small: small?.p99Ms ?? null, typical: typical?.p99Ms ?? null, busy: busy?.p99Ms ?? null },
      failures: rows.filter((r) => r.call === call).reduce((sum, r) => sum + r.failures, 0),
      cliffRatio: cliffs.length === 0 ? null : Math.round(Math.max(...cliffs) * 100) / 100,
    };
  });
}

const cell = (value: number | null) => (value === null ? '–' : String(value));

/** The Markdown table with a line on how it was measured. */
export function scaleTable(report: ScaleReport): string {
  const { data, sizes } = report;
  const lines = [
    `Measured ${report.date} at scale ${report.scale} (\`${report.command}\`), Node ${report.node}, ${report.cpus} cores, load average ${report.loadAverageBefore.join(' / ')} before and ${report.loadAverageAfter.join(' / ')} after.`,
    `Data: ${data.stylists} stylists, ${data.appointments} appointments, ${data.customers} customers, ${data.charges} charges, ${data.reviews} reviews, ${data.waitlistEntries} waitlist entries, seeded in ${data.seedSeconds} s. ` +
      `Small: ${sizes.small.subdomain} (${sizes.small.appointments} appointments, ${sizes.small.customers} customers); typical: ${sizes.typical.subdomain} (${sizes.typical.appointments}, ${sizes.typical.customers}); busy: ${sizes.busy.subdomain} (${sizes.busy.appointments}, ${sizes.busy.customers}).`,
    `Load: ${report.load.connections} connections, ${report.load.seconds} s per row in ${report.load.rounds} turns (sizes alternating). Cliff: median latency of calls ${CLIFF_AFTER + 1}+ ÷ calls 1–${CLIFF_FIRST}, sequential, after a restart of the API (worst size).`,
    '',
    '| call | small req/s | typical ÷ small | busy ÷ small | p99 ms small / typical / busy | cliff (after 50 ÷ first 10) | failures |',
    '|---|---|---|---|---|---|---|',
    ...summarize(report.rows, report.cliff).map(
      (s) => `| ${s.call} | ${s.smallRps} | ${cell(s.typicalRatio)} | ${cell(s.busyRatio)} | ${SIZES.map((size) => cell(s.p99Ms[size])).join(' / ')} | ${cell(s.cliffRatio)} | ${s.failures} |`,
    ),
  ];
  return lines.join('\n');
}

export const DOC_START = '<!-- scale-bench -->';
export const DOC_END = '<!-- /scale-bench -->';

/** docs/performance.md with the run of its "Scale" section (between the markers) replaced by this report's table, or appended. */
export function withScaleSection(doc: string, report: ScaleReport): string {
  const section = [DOC_START, '### The run', '', 'Targets (issue #33): typical ≥ 0.8× and busy ≥ 0.5× the small req/s, p99 ≤ 100 ms, no call slower after 50 calls (cliff about 1).', '', scaleTable(report), DOC_END].join('\n');
  return replaceSection(doc, DOC_START, DOC_END, section);
}
