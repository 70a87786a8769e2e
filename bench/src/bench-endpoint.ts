import type { Target } from './run-load';
import type { Server } from './servers';

/** What the check before the load found, per endpoint (kept in the report). */
export type EndpointCheck = {
  name: string;
  path: string;
  /** Size of the API's answer as sent (compressed when it was). */
  responseBytes: number;
  /** Baseline and API answered the same JSON; null when the endpoint has no baseline. */
  sameJson: boolean | null;
};

/** The connection level issue #22's p99 targets are set at. */
export const P99_TARGET_CONNECTIONS = 100;

/** One call (or sequence of calls) the API bench measures. */
export type BenchEndpoint = {
  name: string;
  /** The call as the report shows it. */
  path: string;
  /** Answered by the bare baseline too; without it the baseline's columns show "–". */
  baseline: boolean;
  /** What the report says beside the table: how the load is made, why there is no baseline. */
  note?: string;
  /** Issue #22's latency target for this endpoint: p99 at most this many ms at P99_TARGET_CONNECTIONS. */
  p99TargetMs?: number;
  /** What the load needs beyond the demo data (its own data, the web build); run once, only when the endpoint is selected. */
  prepare?: () => Promise<void>;
  /** Called once before any load; throws when an answer is not what the load would measure. */
  check: (servers: { baseline: Server; api: Server }) => Promise<EndpointCheck>;
  /** The load of one autocannon run (warm-up or measured) against these instances, one target each. */
  targets: (origins: string[]) => Target[];
  /**
   * 2xx answers so far that were not what the endpoint measures (the booking page: the
   * client-rendered shell the API sends when a render fails or runs out of time); a running count.
   */
  unexpectedAnswers?: () => number;
};
