import type { EndpointCheck } from './bench-endpoint';
import type { LoadFigures } from './run-load';

// The report's shapes, apart from the code that writes it: report.ts and api-report-tables.ts both
// import them, and neither imports the other back (no import circles, issue #30).

export type ServerKind = 'baseline' | 'api before' | 'api' | 'api ×2';

export type Row = LoadFigures & {
  endpoint: string;
  path: string;
  server: ServerKind;
  instances: number;
  connections: number;
  /** 2xx answers that were not what the row measures (BenchEndpoint.unexpectedAnswers); failures like non-2xx. */
  unexpectedAnswers: number;
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
  load: {
    connections: readonly number[];
    /** The connections of the "api ×2" rows (two instances), or null when they were not measured (BENCH_TWO_INSTANCES unset). */
    twoInstancesConnections: number | null;
    durationSeconds: number;
    /** Turns each row's load was split into, interleaved with the other rows of its endpoint and level (absent before 2026-11-27: one). */
    rounds?: number;
    warmupSeconds: number;
  };
  endpoints: (EndpointCheck & { note: string | null; p99TargetMs: number | null })[];
  results: Row[];
};
