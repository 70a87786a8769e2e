import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { createDatabase } from '../src/db/client';
import { freePort } from '../src/db/embedded-postgres';
import { createLogger } from '../src/lib/logger';
import { startSystem } from '../src/system/start-system';
import { REPO_ROOT } from '../src/system/web-build';
import { createWebDist, HOSTS, testConfig } from './helpers';

/** Node cannot resolve *.localhost: call the listening address with the Host header. */
function get(listenUrl: string, pathName: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathName, listenUrl), { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function query(url: string, sql: string) {
  const database = createDatabase(url);
  try {
    return await database.pool.query(sql);
  } finally {
    await database.close();
  }
}

const count = async (url: string, sql: string) => Number((await query(url, sql)).rows[0].n);

describe('startSystem', () => {
  it('runs against an external DATABASE_URL: migrates, seeds reference data only, serves, closes', async () => {
    const testDb = await createTestDatabase('system');
    const port = await freePort();
    const system = await startSystem(testConfig({ DATABASE_URL: testDb.url, PORT: String(port) }), { webDist: await createWebDist() });
    try {
      expect(system.url).toBe(`http://chairly.localhost:${port}`);
      expect(system.databaseUrl).toBe(testDb.url);
      const health = await get(system.listenUrl, '/api/health', HOSTS.root);
      expect(health).toEqual({ status: 200, body: JSON.stringify({ status: 'ok', database: 'ok' }) });
      expect((await get(system.listenUrl, '/apps/calendar', HOSTS.anna)).body).toContain('<div id="root">');
      expect(await count(testDb.url, 'SELECT count(*) AS n FROM time_zones')).toBeGreaterThan(300);
      expect(await count(testDb.url, 'SELECT count(*) AS n FROM stylists')).toBe(0);
    } finally {
      await system.close();
      await testDb.drop();
    }
    await expect(get(system.listenUrl, '/api/health', HOSTS.root)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('embedded default: seeds demo data on the first start only, reuses the data, leaves no PostgreSQL running', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-system-'));
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    try {
      const config = testConfig({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const first = await startSystem(config);
      const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      expect(await count(first.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(4);
      const renamed = await query(first.databaseUrl, "UPDATE stylists SET business_name = 'Renamed' WHERE subdomain = 'anna'");
      expect(renamed.rowCount).toBe(1);
      await first.close();
      expect(existsSync(pidFile)).toBe(false);
      expect(() => process.kill(pid, 0)).toThrow();

      const second = await startSystem(config);
      try {
        expect(await count(second.databaseUrl, "SELECT count(*) AS n FROM stylists WHERE business_name = 'Renamed'")).toBe(1);
        expect(await count(second.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(4);
      } finally {
        await second.close();
      }
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const postmasterPid = async (dataDir: string) => Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const healthy = async (listenUrl: string) => (await get(listenUrl, '/api/health', HOSTS.root)).status === 200;

/** `npm run db:seed` as a user runs it: its own process, configured by the environment. */
function runSeed(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** A pino logger whose lines the test can read. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('info', sink), messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

async function embeddedConfig(dataDir: string) {
  return testConfig({ DATA_DIR: dataDir, PORT: String(await freePort()), IDP_PORT: String(await freePort()) });
}

describe('npm run db:seed on the embedded default', { timeout: 120_000 }, () => {
  it('with the system running on the same DATA_DIR: seeds into its database and leaves its PostgreSQL up', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-seed-running-'));
    try {
      const system = await startSystem(await embeddedConfig(dataDir));
      try {
        const pid = await postmasterPid(dataDir);
        await query(system.databaseUrl, "DELETE FROM stylists WHERE subdomain = 'bella'");
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(3);

        const seed = await runSeed(dataDir);
        expect(seed.code, seed.output).toBe(0);
        expect(seed.output).toMatch(/seeding into its PostgreSQL .* which keeps running/);
        expect(seed.output).toContain('Demo data seeded.');

        // The system's PostgreSQL was never stopped: same server, healthy, and it has the data.
        expect(await postmasterPid(dataDir)).toBe(pid);
        expect(isAlive(pid)).toBe(true);
        const health = await get(system.listenUrl, '/api/health', HOSTS.root);
        expect(health).toEqual({ status: 200, body: JSON.stringify({ status: 'ok', database: 'ok' }) });
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(4);
      } finally {
        await system.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('with nothing running: starts its own PostgreSQL, seeds, and stops it again', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-seed-alone-'));
    try {
      const seed = await runSeed(dataDir);
      expect(seed.code, seed.output).toBe(0);
      expect(seed.output).toContain('Demo data seeded.');
      expect(seed.output).not.toContain('keeps running');
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      const system = await startSystem(await embeddedConfig(dataDir));
      try {
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(4);
      } finally {
        await system.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded PostgreSQL under a running system', { timeout: 120_000 }, () => {
  it('a second system on the same DATA_DIR is refused and the first keeps its database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-system-twice-'));
    try {
      const first = await startSystem(await embeddedConfig(dataDir));
      try {
        const pid = await postmasterPid(dataDir);
        await expect(startSystem(await embeddedConfig(dataDir))).rejects.toThrow(/in use by another running process \(pid \d+\).*DATA_DIR/);
        expect(await postmasterPid(dataDir)).toBe(pid);
        expect(await healthy(first.listenUrl)).toBe(true);
      } finally {
        await first.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('killed outright: restarted (and said so in the log), health comes back by itself', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-system-pgkill-'));
    const { logger, messages } = capturedLogger();
    try {
      const system = await startSystem(await embeddedConfig(dataDir), { logger });
      try {
        const pid = await postmasterPid(dataDir);
        process.kill(pid, 'SIGKILL');
        await waitFor('the health check to notice', async () => !(await healthy(system.listenUrl)), 10_000);
        await waitFor('health to come back', () => healthy(system.listenUrl));
        // PostgreSQL answers (and health with it) a moment before the supervisor's start resolves
        // and it says so: wait for its line, not only for health.
        await waitFor('the restart to be logged', async () => messages().some((m) => m.startsWith('The embedded PostgreSQL is running again')), 10_000);
        const restarted = await postmasterPid(dataDir);
        expect(restarted).not.toBe(pid);
        expect(isAlive(restarted)).toBe(true);
        expect(messages()).toContainEqual(expect.stringMatching(/exited unexpectedly \(killed by SIGKILL\); restarting it \(restart 1 of at most 3/));
        expect(messages()).toContainEqual(`The embedded PostgreSQL is running again (pid ${restarted}, port ${new URL(system.databaseUrl).port}).`);
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(4);
      } finally {
        await system.close();
      }
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when it cannot be restarted: the system says why and closes instead of answering 503 for ever', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-system-pglost-'));
    const { logger, messages } = capturedLogger();
    try {
      let fatal: (error: Error) => void = () => {};
      const gaveUp = new Promise<Error>((resolve) => (fatal = resolve));
      const system = await startSystem(await embeddedConfig(dataDir), { logger, onFatal: (error) => fatal(error), supervision: { retryDelaysMs: [200, 200] } });
      try {
        // The running server does not read PG_VERSION again; a new one refuses the folder without it.
        await rm(path.join(dataDir, 'pg', 'PG_VERSION'));
        process.kill(await postmasterPid(dataDir), 'SIGKILL');
        const error = await gaveUp;
        expect(error.message).toMatch(/exited unexpectedly \(killed by SIGKILL\) and could not be restarted: .*PG_VERSION/s);
        expect(messages()).toContainEqual(expect.stringMatching(/could not be restarted: .* Chairly stops\.$/s));
        await expect(get(system.listenUrl, '/api/health', HOSTS.root)).rejects.toThrow(/ECONNREFUSED/);
      } finally {
        await system.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

/** Everything a start on a real domain requires (docs/operations.md, Deploying). */
const REAL_DOMAIN = {
  BASE_DOMAIN: 'salon.example',
  PUBLIC_PROTOCOL: 'https',
  OIDC_ISSUER: 'https://login.salon.example',
  STRIPE_SECRET_KEY: 'sk_test_start',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_start',
  STRIPE_WEBHOOK_SECRET: 'whsec_start',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Salon <no-reply@salon.example>',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550000000',
};

/** A root script (`npm start`, `npm run db:seed`) in its own process, with exactly these settings. */
function runScript(script: string, settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', LOG_LEVEL: 'silent', ...settings };
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('a start on a real domain (issue #28)', { timeout: 120_000 }, () => {
  it('npm start refuses without the settings, naming each, before it builds or starts anything', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-real-refused-'));
    try {
      const { code, output } = await runScript('scripts/start.ts', { BASE_DOMAIN: 'salon.example', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain('Chairly does not start on BASE_DOMAIN=salon.example');
      for (const setting of ['OIDC_ISSUER', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'PUBLIC_PROTOCOL']) {
        expect(output).toMatch(new RegExp(`^ {2}- ${setting}: `, 'm'));
      }
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('npm run db:seed refuses to put the demo data there', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-real-seed-'));
    try {
      const { code, output } = await runScript('scripts/seed.ts', { ...REAL_DOMAIN, DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain('The demo data is for a local system only; BASE_DOMAIN=salon.example is not localhost or a .localhost name. Nothing was seeded.');
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('on the embedded database: reference data but no demo data, and no outbox page', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-real-embedded-'));
    try {
      const system = await startSystem(testConfig({ ...REAL_DOMAIN, DATA_DIR: dataDir, PORT: String(await freePort()) }), { webDist: await createWebDist() });
      try {
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM time_zones')).toBeGreaterThan(300);
        expect(await count(system.databaseUrl, 'SELECT count(*) AS n FROM stylists')).toBe(0);
        expect((await get(system.listenUrl, '/dev/outbox.json', 'salon.example')).status).toBe(404);
      } finally {
        await system.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
