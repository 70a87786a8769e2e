import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';
import { hostRequest } from './host-request';
import { BASE_DOMAIN } from './urls';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

export type RunningSystem = { port: number; idpPort: number; dataDir: string; logFile: string; child: ChildProcess };

function logTail(logFile: string, lines = 40): string {
  try {
    return fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(system: RunningSystem): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (system.child.exitCode !== null || system.child.signalCode !== null) {
      throw new Error(`the system exited (${system.child.exitCode ?? system.child.signalCode}) before it was healthy:\n${logTail(system.logFile)}`);
    }
    const ok = await hostRequest(system.port, BASE_DOMAIN, '/api/health', { timeoutMs: 2000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`GET /api/health did not answer 200 within ${START_TIMEOUT_MS / 1000}s:\n${logTail(system.logFile)}`);
}

/**
 * Starts the whole system exactly as `npm start` does (`node --import tsx scripts/start.ts`), in a
 * child process with a fresh DATA_DIR (embedded PostgreSQL inside it) and free ports.
 */
export async function startSystem(options: { record?: string } = {}): Promise<RunningSystem> {
  const [port, idpPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairly-e2e-'));
  const logFile = path.join(dataDir, 'system.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    // A recorded system belongs to the run, not to the worker that started it: its own process
    // group, so that the end of the worker (Playwright ends one after a failed test) leaves it running.
    detached: Boolean(options.record),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TZ: 'UTC',
      PORT: String(port),
      IDP_PORT: String(idpPort),
      HOST: '127.0.0.1',
      BASE_DOMAIN,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser request comes from 127.0.0.1: the per-IP limit must not throttle the suite.
      RATE_LIMIT_MAX: '100000',
      PROMO_CODE_ATTEMPTS_PER_HOUR: '100000',
      // Jobs and the notification relay polled every 0.5 s (the lowest allowed; default 2 s), as in
      // the API tests: a message reaches the dev outbox or a webhook within a second, not four.
      JOBS_POLL_SECONDS: '0.5',
      // global-setup.ts built the SPA once for the run: no system rebuilds it under another's pages.
      SKIP_WEB_BUILD: 'true',
    },
  });
  fs.closeSync(log);
  const system = { port, idpPort, dataDir, logFile, child };
  const record = (healthy: boolean) =>
    options.record && fs.writeFileSync(options.record, JSON.stringify({ port, idpPort, pid: child.pid, dataDir, healthy } satisfies SystemRecord));
  record(false);
  try {
    await waitForHealth(system);
    record(true);
  } catch (error) {
    await stopSystem({ pid: child.pid, dataDir });
    throw error;
  }
  return system;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processAlive(pid)) return true;
    await sleep(100);
  }
  return !processAlive(pid);
}

/** Every postmaster.pid under DATA_DIR: a PostgreSQL the launcher failed to stop. */
function leftoverPostgres(dataDir: string): number[] {
  const found: number[] = [];
  const entries = fs.existsSync(dataDir) ? fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }) : [];
  for (const entry of entries) {
    if (path.basename(entry) !== 'postmaster.pid') continue;
    const pid = Number(fs.readFileSync(path.join(dataDir, entry), 'utf8').split('\n')[0]);
    if (pid && processAlive(pid)) found.push(pid);
  }
  return found;
}

export type SystemHandle = { pid: number | undefined; dataDir: string };

/** SIGTERM to the launcher (it stops PostgreSQL and the identity provider), then checks nothing is left. */
export async function stopSystem({ pid, dataDir }: SystemHandle): Promise<void> {
  if (pid && processAlive(pid)) {
    process.kill(pid, 'SIGTERM');
    if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
      console.warn(`[e2e] the system did not stop within ${STOP_TIMEOUT_MS / 1000}s; killing it`);
      process.kill(pid, 'SIGKILL');
    }
  }
  for (const postgres of leftoverPostgres(dataDir)) {
    console.warn(`[e2e] PostgreSQL ${postgres} was still running after the system stopped; stopping it`);
    process.kill(postgres, 'SIGTERM');
    await waitForExit(postgres, STOP_TIMEOUT_MS);
  }
  if (process.env.E2E_KEEP_DATA) console.log(`[e2e] data and log kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
}

/** What E2E_RUN_DIR/system-<worker>.json says about a worker's system (written by startSystem). */
type SystemRecord = { port: number; idpPort: number; pid: number | undefined; dataDir: string; healthy: boolean };

function readRecord(file: string): SystemRecord | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SystemRecord;
  } catch {
    return null;
  }
}

/** Where the system of parallel worker `index` is recorded in the run's folder. */
export const systemRecordFile = (runDir: string, index: number) => path.join(runDir, `system-${index}.json`);

/**
 * The system of parallel worker `index` (0 or 1 with two workers) for this run: started by
 * global-setup.ts before any test and kept for the run, so the worker Playwright starts in place of
 * one that had a failed test (same index) goes on with it instead of waiting for a new one. Two
 * indexes, two systems: their data never meet. A record of a system that died or never became
 * healthy is stopped and replaced (by the worker's first test, as is a missing one).
 */
export async function workerSystem(runDir: string, index: number): Promise<{ port: number; idpPort: number }> {
  const file = systemRecordFile(runDir, index);
  const found = readRecord(file);
  if (found?.healthy && found.pid && processAlive(found.pid)) return found;
  if (found) await stopSystem(found);
  return startSystem({ record: file });
}

/** Stops every system recorded in `runDir` (global-teardown.ts). */
export async function stopRunSystems(runDir: string): Promise<void> {
  const files = fs.existsSync(runDir) ? fs.readdirSync(runDir).filter((f) => /^system-\d+\.json$/.test(f)) : [];
  await Promise.all(files.map(async (f) => {
    const found = readRecord(path.join(runDir, f));
    if (found) await stopSystem(found);
  }));
  fs.rmSync(runDir, { recursive: true, force: true });
}

/** Last resort when the runner exits without its teardown: SIGTERM to every recorded system. */
export function killRunSystems(runDir: string): void {
  const files = fs.existsSync(runDir) ? fs.readdirSync(runDir).filter((f) => /^system-\d+\.json$/.test(f)) : [];
  for (const f of files) {
    const pid = readRecord(path.join(runDir, f))?.pid;
    if (pid && processAlive(pid)) process.kill(pid, 'SIGTERM');
  }
}
