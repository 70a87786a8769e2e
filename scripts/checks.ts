// `npm test`'s first step: lint and every workspace's type check, two at a time. Each of them is
// one single-threaded process (35 s of CPU for the lint, 5–19 s for a type check), and the machine
// has two cores: one after another they left one idle (docs/testing.md, "Where the time goes").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Finished = { command: string; code: number; output: string; seconds: number };

/** Runs a shell command with its output kept (printed whole at the end, never interleaved). */
export function runKept(command: string, cwd = ROOT): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number, extra = '') =>
      resolve({ command, code, output: Buffer.concat(chunks).toString() + extra, seconds: (Date.now() - started) / 1000 });
    child.once('error', (error) => finish(1, `${error.message}\n`));
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0), signal ? `killed by ${signal}\n` : ''));
  });
}

/**
 * Runs `commands`, `jobs` at a time in the given order (put the longest first), prints each one's
 * output as a block when it ends, and resolves to the first failing exit code (0 if all passed).
 * A failure does not stop the others: one run reports every lint and type error.
 */
export async function runAll(commands: string[], jobs: number, print: (text: string) => void, cwd = ROOT): Promise<number> {
  const queue = [...commands];
  const results: Finished[] = [];
  const lane = async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) {
      const done = await runKept(command, cwd);
      print(`\n> ${done.command}   (${done.seconds.toFixed(1)} s${done.code ? `, exit ${done.code}` : ''})\n${done.output}`);
      results.push(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, lane));
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length) print(`\nfailed: ${failed.map((r) => r.command).join('; ')}\n`);
  return failed[0]?.code ?? 0;
}

/** Every workspace (package.json `workspaces`) with a `typecheck` script, as a directory. */
function typecheckedWorkspaces(): string[] {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? fs.readdirSync(path.join(ROOT, pattern.slice(0, -2))).sort().map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
  );
  return dirs.filter((dir) => {
    const manifest = path.join(ROOT, dir, 'package.json');
    return fs.existsSync(manifest) && Boolean((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts?.typecheck);
  });
}

// The lint is the longest: first, beside the type checks one after another.
export function checkCommands(): string[] {
  return ['npm run lint', ...typecheckedWorkspaces().map((dir) => `npm run typecheck -w ${dir}`)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runAll(checkCommands(), 2, (text) => process.stdout.write(text));
  process.exit(code);
}
