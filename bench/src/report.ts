import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { apiTables } from './api-report-tables';
import type { ApiBenchReport } from './report-types';

export type { ApiBenchReport, Row, ServerKind } from './report-types';

const START = '<!-- api-bench -->';
const END = '<!-- /api-bench -->';
const HEADING = '# Bench results';
const DOC_START = '<!-- api-bench-table -->';
const DOC_END = '<!-- /api-bench-table -->';

export function toMarkdown(report: ApiBenchReport): string {
  return [START, `## API, ${report.date}`, '', apiTables(report), END].join('\n');
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

/**
 * The same tables between `<!-- api-bench-table -->` and `<!-- /api-bench-table -->` in
 * docs/performance.md; false (the file untouched) when the file or a marker is missing.
 */
export async function writePerformanceDoc(report: ApiBenchReport, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  const current = await readFile(file, 'utf8');
  const start = current.indexOf(DOC_START);
  const end = current.indexOf(DOC_END);
  if (start < 0 || end < start) return false;
  const body = `Measured ${report.date} (how: bench/README.md, "API").\n\n${apiTables(report)}`;
  await writeFile(file, `${current.slice(0, start)}${DOC_START}\n${body}\n${current.slice(end)}`);
  return true;
}

/** `current` with the section between `start` and `end` replaced by `section`, or `section` appended. */
export function replaceSection(current: string, start: string, end: string, section: string): string {
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from >= 0 && to > from) return current.slice(0, from) + section + current.slice(to + end.length);
  return `${current.trimEnd()}\n\n${section}\n`;
}
