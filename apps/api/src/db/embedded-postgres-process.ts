import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Binaries, Ids } from './embedded-postgres-placement';

// The embedded PostgreSQL's processes: initdb, the server (started, watched, stopped) and the
// server a killed process left behind (decisions D5).

const execFileAsync = promisify(execFile);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function isAlive(pid: number): boolean {
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

export async function initialise(bin: Binaries, clusterDir: string, password: string, user: Ids | null, onLog: (message: string) => void) {
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

export async function readPidFile(clusterDir: string): Promise<PidFile | null> {
  const text = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return null;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/** Starts the server and resolves once it accepts connections (its postmaster.pid says `ready`). */
export async function startServer(bin: Binaries, clusterDir: string, port: number, user: Ids | null, onLog: (message: string) => void): Promise<ChildProcess> {
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

export async function stopServer(child: ChildProcess): Promise<void> {
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
export async function ownerOf(dataDir: string, serverPid: number): Promise<number | null> {
  const owner = Number((await readFile(path.join(dataDir, 'pg-owner'), 'utf8').catch(() => '')).trim());
  if (!Number.isInteger(owner) || owner <= 0 || !isAlive(owner)) return null;
  return (await parentPid(serverPid)) === owner ? owner : null;
}

/**
 * A PostgreSQL left running by a process that was killed outright (SIGKILL cannot be caught)
 * still holds the data folder: stop it before starting a new one, so a start always works and
 * nothing is left running.
 */
export async function stopOrphan(pid: number, clusterDir: string): Promise<void> {
  // A stale postmaster.pid (the server was killed) may name a pid the system has since reused.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  if (cmdline !== null && !cmdline.includes(clusterDir)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
