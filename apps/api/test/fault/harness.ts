import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@chairly/shared';
import type pg from 'pg';
import { PgBoss } from 'pg-boss';
import { freePort } from '../../src/db/embedded-postgres';
import { JOBS_SCHEMA } from '../../src/jobs/job-runner';
import { SWEEP_QUEUES } from '../../src/jobs/queues';
import { createApiTokens } from '../../src/lib/api-token';
import { startMailSink } from '../mail-sink';

/**
 * The fault suite's tools: the API as a real child process (`node --import tsx src/server.ts`, the
 * production entry point) that a test can SIGKILL, an SMTP sink that keeps every accepted message,
 * API tokens signed with the secret the child is given, and HTTP calls that never hang.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const TOKEN_SECRET = 'fault-suite-token-secret-0123456789abcdef';
const tokens = createApiTokens(new TextEncoder().encode(TOKEN_SECRET));

export const HOLD_MINUTES = 10;

export async function stylistHeaders(stylist: { id: number; subdomain: string }) {
  const token = await tokens.sign({ sub: `stylist-${stylist.id}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain });
  return { host: `${stylist.subdomain}.chairly.localhost`, authorization: `Bearer ${token}` };
}

export async function customerHeaders(accountId: number, subdomain: string) {
  const token = await tokens.sign({ sub: `customer-${accountId}`, roles: [ROLES.customer], stylistId: null, subdomain: null, customerAccountId: accountId });
  return { host: `${subdomain}.chairly.localhost`, authorization: `Bearer ${token}` };
}

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr), for failure messages. */
  output: () => string;
  /** Resolves when the process has paused at `count` CHAIRLY_FAULT_PAUSE points. */
  paused: (count?: number, timeoutMs?: number) => Promise<void>;
  alive: () => boolean;
  kill: () => Promise<void>;
};

type ApiOptions = { databaseUrl: string; smtpUrl: string; pause?: string[]; env?: Record<string, string> };

/** Starts the API (inline job runner, sandbox payments, SMTP mail) and waits until it listens. */
export async function startApi({ databaseUrl, smtpUrl, pause = [], env = {} }: ApiOptions): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-fault-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // An external issuer (never contacted: the tests sign API tokens themselves), so no dev provider starts.
      OIDC_ISSUER: 'http://127.0.0.1:9',
      API_TOKEN_SECRET: TOKEN_SECRET,
      SMTP_URL: smtpUrl,
      JOBS_MODE: 'inline',
      JOBS_POLL_SECONDS: '0.5',
      RATE_LIMIT_MAX: '100000',
      HOLD_MINUTES: String(HOLD_MINUTES),
      ...(pause.length > 0 ? { CHAIRLY_FAULT_PAUSE: pause.join('||') } : {}),
      ...env,
    },
  });
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
    for (const wake of waiters) wake();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
    for (const wake of waiters) wake();
  });

  const until = (test: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (test()) return done(resolve);
        if (exited) return done(() => reject(new Error(`API exited while waiting for ${what}:\n${output.slice(-4000)}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`Timed out waiting for ${what}:\n${output.slice(-4000)}`))), timeoutMs);
      const done = (finish: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        finish();
      };
      waiters.add(check);
      check();
    });

  await until(() => output.includes('Chairly API listening'), 'the API to listen', 60_000);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    paused: (count = 1, timeoutMs = 20_000) =>
      until(() => (output.match(/CHAIRLY_FAULT_PAUSED/g) ?? []).length >= count, `${count} fault pause(s)`, timeoutMs),
    alive: () => !exited,
    kill: async () => {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

export type Reply = { status: number; body: unknown };

/** One HTTP call on its own connection; a dead or hung server is status 0 (never an exception). */
export function call(
  api: { url: string },
  method: string,
  pathName: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<Reply> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      new URL(pathName, api.url),
      {
        method,
        agent: false,
        timeout: timeoutMs,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString('utf8')));
        res.on('end', () => {
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', () => resolve({ status: 0, body: 'response aborted' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, body: error.message }));
    req.end(payload);
  });
}

export type SunkMessage = { to: string; subject: string; messageId: string };

/** The shared SMTP sink, one entry per recipient with the message's Message-ID. */
export async function startSmtpSink() {
  const sink = await startMailSink();
  return {
    url: sink.url,
    close: sink.close,
    get messages(): SunkMessage[] {
      return sink.mails.flatMap((mail) => mail.to.map((to) => ({ to, subject: mail.subject, messageId: mail.messageId })));
    },
  };
}

export async function waitUntil<T>(probe: () => Promise<T | false | null | undefined> | T | false | null | undefined, what: string, timeoutMs = 20_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Deterministic pseudo-random numbers (mulberry32), so a failing run can be repeated. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Fast-forwards pg-boss past the expiry of jobs that were running in a killed process (5 minutes
 * for notifications) and runs its own expiry step, as its maintenance would a few minutes later;
 * the retries are then due at once. Time travel in SQL, pg-boss's own code for the rest.
 * Only jobs started before `killedAt` (the database's clock when the process died) are orphans:
 * a job the new process happens to be running (a minute's sweep, a seat change) is left alone.
 * Returns the queue name of each job it expired.
 */
export async function expireOrphanedJobs(databaseUrl: string, pool: pg.Pool, killedAt: Date): Promise<string[]> {
  const aged = await pool.query<{ name: string }>(
    `UPDATE ${JOBS_SCHEMA}.job SET started_on = started_on - interval '1 day' WHERE state = 'active' AND started_on < $1 RETURNING name`,
    [killedAt],
  );
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    // Its supervision pass expires overdue active jobs; the queues' last pass is forgotten first.
    await pool.query(`UPDATE ${JOBS_SCHEMA}.queue SET monitor_claim_on = NULL, monitor_on = NULL`);
    await boss.supervise();
  } finally {
    await boss.stop({ graceful: false });
  }
  await pool.query(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE state = 'retry'`);
  return aged.rows.map((r) => r.name);
}

/**
 * The payment sweeps are pg-boss schedules (every minute, jobs/queues.ts): after fast-forwarding a
 * pending charge's age in SQL, a test queues the next round itself, as the schedule would within a
 * minute; the running job runners take it.
 */
export async function runPaymentSweepsNow(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: JOBS_SCHEMA, max: 1, supervise: false, schedule: false, migrate: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    for (const queue of SWEEP_QUEUES) await boss.send(queue, {});
  } finally {
    await boss.stop({ graceful: false });
  }
}
