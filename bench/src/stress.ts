// `npm run stress`: the appointment write races of issue #17 against one API instance and then two
// on one database; every answer must be a clear one (no 5xx), every slot must end with at most one
// held or booked appointment and every appointment with at most one charge (see ../README.md).
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startSeededDatabase } from './bench-database';
import { send, type Reply } from './http';
import { startServer, stopServer, type Server } from './servers';
import { createDatabase } from '@chairly/api/db/client';
import { createDashboardRepository } from '@chairly/api/modules/dashboard/index';
import { createStressStylist, type StressStylist } from './stress-fixture';
import { writeStressReport, type ScenarioResult, type StressReport } from './stress-report';
import { ONE_CALL_BOOKING, SCENARIOS, type Race, type Scenario } from './stress-scenarios';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const BASE_DOMAIN = 'chairly.localhost';
const CONCURRENCY = 50;
/** No call waits longer than this; the whole run is cut off after STRESS_MAX_MINUTES (15). */
const CALL_TIMEOUT_MS = 30_000;
const MAX_MINUTES = Number(process.env.STRESS_MAX_MINUTES ?? 15);

/** The causes of 5xx answers, from the servers' error log, counted per scenario. */
const serverErrors = new Map<string, number>();

type LogLine = { level?: number; err?: { message?: string; stack?: string } };

/** The innermost cause of a logged error (an ORM's "Failed query: …" wraps PostgreSQL's own message). */
function causeOf(err: LogLine['err']): string {
  const causes = [...(err?.stack ?? '').matchAll(/^caused by: (?:[\w.]*error: )?(.*)$/gim)];
  const text = causes.at(-1)?.[1] ?? (err?.message ?? 'no message').split('\n')[0]!;
  return text.trim().slice(0, 120);
}

function onServerOutput(line: string) {
  let entry: LogLine;
  try {
    entry = JSON.parse(line) as LogLine;
  } catch {
    return; // not a log line
  }
  if ((entry.level ?? 0) < 50) return;
  const cause = causeOf(entry.err);
  serverErrors.set(cause, (serverErrors.get(cause) ?? 0) + 1);
}

/** Whether POST /api/logged-customer/appointment exists (a 404 "No route" means not yet). */
async function oneCallBookingExists(stylist: StressStylist, server: Server): Promise<boolean> {
  const [customer] = await stylist.customers(1);
  const reply = await send(server.origin, 'POST', ONE_CALL_BOOKING, await stylist.customerHeaders(customer!), {});
  const message = (reply.body as { message?: unknown } | null)?.message;
  return !(reply.status === 404 && typeof message === 'string' && message.startsWith('No route'));
}

const countBy = (replies: Reply[]) => {
  const counts: Record<string, number> = {};
  for (const { status } of replies) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
};

/** D71: whether the dashboard's rollup answers the stylist's days as her rows do (400 days either side of today). */
type DashboardCheck = (stylistId: number) => Promise<boolean>;

async function race(scenario: Scenario, prepared: Race, stylist: StressStylist, servers: Server[], dashboardMatches: DashboardCheck): Promise<ScenarioResult> {
  serverErrors.clear();
  const started = Date.now();
  // Every call is sent before any answer is read: 50 connections open at once, spread over the instances.
  const replies = await Promise.all(
    prepared.calls.map((call, i) => {
      const sentAt = Date.now();
      return send(servers[i % servers.length]!.origin, call.method, call.path, call.headers, call.body, CALL_TIMEOUT_MS).then((reply) => ({ ...reply, ms: Date.now() - sentAt }));
    }),
  );
  const elapsedMs = Date.now() - started;
  // Log lines of the last answers may still be on their way.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const statuses = countBy(replies);
  const fiveXx = replies.filter((r) => r.status >= 500).length;
  const noAnswer = replies.filter((r) => r.status === 0).length;
  const succeeded = replies.filter((r) => r.status >= 200 && r.status < 300).length;
  const activeMax = await stylist.maxActivePerSlot(prepared.slots);
  const chargesMax = prepared.charged ? await stylist.maxChargesPerAppointment(prepared.charged) : null;
  const winnersOk = prepared.winners === 'one' ? succeeded === 1 : succeeded >= 1;
  const dashboard = await dashboardMatches(stylist.stylistId);
  const checks = {
    no5xx: fiveXx === 0,
    allAnswered: noAnswer === 0,
    activePerSlot: activeMax <= 1,
    charges: chargesMax === null || chargesMax <= 1,
    winners: winnersOk,
    // D71: after the race's writes, the dashboard's rollup still answers what her rows answer.
    dashboard,
  };
  const firstFailures = replies
    .filter((r) => r.status >= 500 || r.status === 0)
    .slice(0, 3)
    .map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
  return {
    scenario: scenario.name,
    endpoint: scenario.endpoint,
    instances: servers.length,
    available: true,
    requests: replies.length,
    statuses,
    fiveXx,
    noAnswer,
    succeeded,
    expectedWinners: prepared.winners,
    activeMaxPerSlot: activeMax,
    contestedSlots: prepared.slots.length,
    chargesMax,
    elapsedMs,
    maxLatencyMs: Math.max(...replies.map((r) => r.ms)),
    serverErrors: Object.fromEntries(serverErrors),
    failures: firstFailures,
    checks,
    passed: Object.values(checks).every(Boolean),
  };
}

/** A scenario whose endpoint does not exist yet: nothing sent, nothing to fail. */
function notAvailable(scenario: Scenario, instances: number): ScenarioResult {
  return {
    scenario: scenario.name,
    endpoint: scenario.endpoint,
    instances,
    available: false,
    requests: 0,
    statuses: {},
    fiveXx: 0,
    noAnswer: 0,
    succeeded: 0,
    expectedWinners: 'one',
    activeMaxPerSlot: 0,
    contestedSlots: 0,
    chargesMax: null,
    elapsedMs: 0,
    maxLatencyMs: 0,
    serverErrors: {},
    failures: [],
    checks: {},
    passed: true,
  };
}

function printResult(result: ScenarioResult) {
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const verdict = !result.available ? 'not available' : result.passed ? 'pass' : `FAIL (${Object.entries(result.checks).filter(([, ok]) => !ok).map(([name]) => name).join(', ')})`;
  console.log(
    `${String(result.instances)}× ${result.scenario.padEnd(50)} ${statuses.padEnd(28)} 5xx ${result.fiveXx}  active/slot ${result.activeMaxPerSlot}  charges ${result.chargesMax ?? '–'}  ${result.elapsedMs} ms  ${verdict}`,
  );
  for (const [cause, n] of Object.entries(result.serverErrors)) console.log(`      server error ×${n}: ${cause}`);
}

async function runConfiguration(servers: Server[], stylist: StressStylist, only: string | undefined, dashboardMatches: DashboardCheck): Promise<ScenarioResult[]> {
  const oneCall = await oneCallBookingExists(stylist, servers[0]!);
  if (!oneCall) console.log(`${ONE_CALL_BOOKING} answers 404 (no such route): its scenarios are recorded as not available`);
  const results: ScenarioResult[] = [];
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.includes(only))) {
    if (scenario.needsOneCallBooking && !oneCall) {
      results.push(notAvailable(scenario, servers.length));
      printResult(results.at(-1)!);
      continue;
    }
    const prepared = await scenario.prepare(stylist, CONCURRENCY);
    const result = await race(scenario, prepared, stylist, servers, dashboardMatches);
    printResult(result);
    results.push(result);
  }
  return results;
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`The stress suite did not finish within ${MAX_MINUTES} minutes`);
    process.exit(2);
  }, MAX_MINUTES * 60_000);
  watchdog.unref();
  const loadBefore = loadavg().map((n) => +n.toFixed(2));
  const { dataDir, url, database, stop } = await startSeededDatabase('chairly-stress-', 4);
  const servers: Server[] = [];
  const checkDatabase = createDatabase(url, { max: 2 });
  // The currency plays no part in the comparison.
  const dashboard = createDashboardRepository(checkDatabase.db, 'EUR');
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const dashboardMatches: DashboardCheck = async (stylistId) => (await dashboard.compareWithRollup(stylistId, day(-400), day(400))).same;
  try {
    const secret = randomBytes(32).toString('base64url');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, API_TOKEN_SECRET: secret, BENCH_LOG_LEVEL: 'error' };
    // STRESS_ONLY=<part of a scenario name>: only those scenarios.
    const only = process.env.STRESS_ONLY;
    const results: ScenarioResult[] = [];
    for (const instances of [1, 2]) {
      while (servers.length < instances) servers.push(await startServer('api', env, { onOutput: onServerOutput }));
      console.log(`\n${instances} API instance${instances > 1 ? 's' : ''} on one database, ${CONCURRENCY} calls at once per scenario`);
      const stylist = await createStressStylist(database.pool, secret, String(instances), BASE_DOMAIN);
      results.push(...(await runConfiguration(servers, stylist, only, dashboardMatches)));
    }
    const report: StressReport = {
      date: new Date().toISOString().slice(0, 10),
      command: [...Object.entries(process.env).filter(([name]) => name.startsWith('STRESS_') || name === 'BENCH_API_SRC').map(([name, value]) => `${name}=${value}`), 'npm run stress'].join(' '),
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadavg().map((n) => +n.toFixed(2)),
      concurrency: CONCURRENCY,
      passed: results.every((r) => r.passed),
      results,
    };
    const files = await writeStressReport(report, RESULTS_DIR);
    const failed = results.filter((r) => !r.passed);
    console.log(`\n${results.length - failed.length} of ${results.length} scenario runs passed${failed.length > 0 ? `; failed: ${failed.map((r) => `${r.scenario} (${r.instances}×)`).join(', ')}` : ''}`);
    console.log(`Written: ${files.join(', ')}`);
    process.exitCode = report.passed ? 0 : 1;
  } finally {
    await Promise.all(servers.map(stopServer));
    await checkDatabase.close();
    await stop();
    clearTimeout(watchdog);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
