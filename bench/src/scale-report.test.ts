import { describe, expect, it } from 'vitest';
import { cliffOf, DEFAULT_OPTIONS, DOC_END, DOC_START, median, parseScaleArgs, scaleTable, summarize, typicalStylistsAt, withScaleSection, type ScaleReport, type ScaleRow } from './scale-report';

const row = (call: string, size: ScaleRow['size'], requestsPerSecond: number, p99Ms: number, failures = 0): ScaleRow => ({
  call,
  size,
  path: '/api/x',
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  failures,
  serverCpuMicrosPerRequest: 100,
  postgresCpuMicrosPerRequest: 50,
  responseBytes: 10,
});

const report = (rows: ScaleRow[]): ScaleReport => ({
  date: '2026-11-27',
  command: 'npm run bench:scale -- --scale=0.02',
  node: 'v24.9.0',
  cpus: 2,
  loadAverageBefore: [1.5, 1.2, 1],
  loadAverageAfter: [1.9, 1.4, 1.1],
  scale: 0.02,
  data: { stylists: 23, appointments: 140_084, customers: 22_015, charges: 10, reviews: 5, waitlistEntries: 3, seedSeconds: 12.5 },
  sizes: {
    small: { subdomain: 'anna', appointments: 84, customers: 15 },
    typical: { subdomain: 'scale-t-1', appointments: 2000, customers: 100 },
    busy: { subdomain: 'scale-busy-1', appointments: 100_000, customers: 20_000 },
  },
  load: { connections: 10, seconds: 6, rounds: 2 },
  rows,
  cliff: [
    { call: 'dashboard', size: 'small', firstMedianMs: 2, afterMedianMs: 2 },
    { call: 'dashboard', size: 'busy', firstMedianMs: 4, afterMedianMs: 10 },
  ],
});

describe('parseScaleArgs', () => {
  it('has the defaults of a full run without arguments', () => {
    expect(parseScaleArgs([])).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS.scale).toBe(1);
  });

  it('reads every option', () => {
    expect(parseScaleArgs(['--scale=0.02', '--seconds=4', '--cliff-calls=80', '--no-render', '--write-doc'])).toEqual({
      scale: 0.02,
      seconds: 4,
      cliffCalls: 80,
      render: false,
      writeDoc: true,
      from: null,
      only: [],
    });
    expect(parseScaleArgs(['--only=Range, search']).only).toEqual(['range', 'search']);
    expect(parseScaleArgs(['--from=bench/results/scale-2026-11-27.json']).from).toBe('bench/results/scale-2026-11-27.json');
  });

  it.each([['--scale=0'], ['--scale=2'], ['--scale=abc'], ['--scale='], ['--seconds=0'], ['--cliff-calls=59'], ['--cliff-calls=70.5'], ['--fast'], ['--scale']])('refuses %s', (arg) => {
    expect(() => parseScaleArgs([arg])).toThrow(/--/);
  });
});

describe('typicalStylistsAt', () => {
  it('is 1,000 at full scale and at least one', () => {
    expect(typicalStylistsAt(1)).toBe(1000);
    expect(typicalStylistsAt(0.02)).toBe(20);
    expect(typicalStylistsAt(0.0001)).toBe(1);
  });
});

describe('median and cliffOf', () => {
  it('takes the middle value (the mean of the two middle ones for an even count)', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });

  it('compares the first ten calls with the calls after the fiftieth', () => {
    const latencies = [...Array.from({ length: 10 }, () => 2), ...Array.from({ length: 40 }, () => 3), ...Array.from({ length: 10 }, () => 9)];
    expect(cliffOf(latencies)).toEqual({ firstMedianMs: 2, afterMedianMs: 9 });
  });
});

describe('summarize', () => {
  it('divides the typical and busy req/s by the small one, per call, in the order of the rows', () => {
    const rows = [row('dashboard', 'small', 1000, 20), row('dashboard', 'typical', 800, 30), row('dashboard', 'busy', 333, 90, 2), row('search', 'small', 500, 10), row('search', 'busy', 20, 400)];
    const [dashboard, search] = summarize(rows, report(rows).cliff);
    expect(dashboard).toEqual({ call: 'dashboard', smallRps: 1000, typicalRatio: 0.8, busyRatio: 0.33, p99Ms: { small: 20, typical: 30, busy: 90 }, failures: 2, cliffRatio: 2.5 });
    expect(search).toMatchObject({ call: 'search', typicalRatio: null, busyRatio: 0.04, cliffRatio: null });
  });

  it('has no ratio when the small size answered nothing', () => {
    expect(summarize([row('x', 'small', 0, 1), row('x', 'busy', 10, 1)])[0]).toMatchObject({ typicalRatio: null, busyRatio: null });
  });
});

describe('the table and docs/performance.md', () => {
  const rows = [row('dashboard', 'small', 1000, 20), row('dashboard', 'typical', 800, 30), row('dashboard', 'busy', 500, 90)];

  it('says the scale and the load average and has one line per call', () => {
    const table = scaleTable(report(rows));
    expect(table).toContain('at scale 0.02');
    expect(table).toContain('load average 1.5 / 1.2 / 1 before');
    expect(table).toContain('| dashboard | 1000 | 0.8 | 0.5 | 20 / 30 / 90 | 2.5 | 0 |');
  });

  it('replaces the Scale section between its markers and keeps the rest of the file', () => {
    const doc = `# Performance\n\nintro\n\n${DOC_START}\nold table\n${DOC_END}\n\n## Later\n`;
    const next = withScaleSection(doc, report(rows));
    expect(next.startsWith('# Performance\n\nintro\n\n<!-- scale-bench -->\n### The run')).toBe(true);
    expect(next).not.toContain('old table');
    expect(next).toContain('| dashboard | 1000 |');
    expect(next.endsWith(`${DOC_END}\n\n## Later\n`)).toBe(true);
  });

  it('appends the section when the file has none', () => {
    const next = withScaleSection('# Performance\n', report(rows));
    expect(next).toMatch(/^# Performance\n\n<!-- scale-bench -->\n### The run/);
    expect(next.trimEnd().endsWith(DOC_END)).toBe(true);
  });
});
