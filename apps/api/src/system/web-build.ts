import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Everything the SPA build reads: when any of it is newer than the build, build again. */
const WEB_SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/shared/src'];

async function newestChange(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { withFileTypes: true });
  const times = await Promise.all(
    entries.filter((e) => e.name !== 'node_modules').map((e) => newestChange(path.join(target, e.name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** Why the SPA needs a build, or null when apps/web/dist is up to date. */
export async function webBuildReason(root = REPO_ROOT): Promise<string | null> {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return 'apps/web/dist is missing';
  // The server-side renderer (second half of the web build) came with this project's SSR.
  if (!existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'))) return 'apps/web/dist-server is missing';
  const built = (await stat(index)).mtimeMs;
  const sources = await Promise.all(WEB_SOURCES.map((s) => newestChange(path.join(root, s))));
  return Math.max(...sources) > built ? 'web sources changed since the last build' : null;
}

/**
 * Runs `npm run build -w @chairly/web`, streaming its output; rejects when the build fails. Always a
 * production build: started by the e2e launcher (NODE_ENV=test) it used to inherit NODE_ENV and
 * bundle React's development build (twice the size, slower).
 */
export function buildWeb(root = REPO_ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@chairly/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
