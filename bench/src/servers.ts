// The bench's side of server-process.ts: starts a server in a child process, asks it for its CPU
// time, stops it. Shared by the API bench and the stress suite.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerMessage } from './server-process';

const SERVER_SCRIPT = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export type Server = { child: ChildProcess; origin: string; cpuMicros: () => Promise<number> };

type Options = {
  /** Each line the server writes (stdout and stderr); unset: its output goes to the bench's. */
  onOutput?: (line: string) => void;
};

let started = 0;

export async function startServer(kind: 'api' | 'baseline', env: Record<string, string>, { onOutput }: Options = {}): Promise<Server> {
  // BENCH_PROFILE_DIR=<folder>: each server writes a V8 CPU profile there when it stops, sampled
  // every BENCH_PROFILE_INTERVAL_US µs (V8's default: 1000).
  const interval = process.env.BENCH_PROFILE_INTERVAL_US ? [`--cpu-prof-interval=${Number(process.env.BENCH_PROFILE_INTERVAL_US)}`] : [];
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', ...interval, `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE_DIR, `${kind}${env.BENCH_API_SRC ? '-before' : ''}-${++started}`)}`] : [];
  const child = fork(SERVER_SCRIPT, {
    execArgv: ['--import', 'tsx', ...profile],
    // Production, as deployed: React's production build for the server-side render (its package
    // chooses by NODE_ENV when first imported), whatever the bench itself was started with.
    env: { ...process.env, ...env, BENCH_SERVER: kind, NODE_ENV: 'production' },
    stdio: onOutput ? ['ignore', 'pipe', 'pipe', 'ipc'] : 'inherit',
  });
  if (onOutput) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) onOutput(line);
      });
    }
  }
  const waiters: ((message: ServerMessage) => void)[] = [];
  child.on('message', (message: ServerMessage) => waiters.shift()?.(message));
  const next = () => new Promise<ServerMessage>((resolve) => waiters.push(resolve));
  const first = next();
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`))));
  const ready = await Promise.race([first, exited]);
  if (!('port' in ready)) throw new Error(`${kind} server did not report its port`);
  return {
    child,
    origin: `http://127.0.0.1:${ready.port}`,
    cpuMicros: async () => {
      const answer = next();
      child.send('cpu');
      const message = await answer;
      return 'cpuMicros' in message ? message.cpuMicros : 0;
    },
  };
}

export async function stopServer(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send('stop');
  await exited;
}
