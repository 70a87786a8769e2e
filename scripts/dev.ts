// `npm run dev`: the back end as `npm start` runs it, plus Vite's dev server for the SPA
// (port 5173, which proxies /api to the API). The SPA is not built.
import { spawn } from 'node:child_process';
import { hostOrigin, DEMO_SUBDOMAINS } from '@chairly/shared';
import { exitOnSignals } from '../apps/api/src/system/shutdown';
import { startSystem } from '../apps/api/src/system/start-system';
import { REPO_ROOT } from '../apps/api/src/system/web-build';
import { readConfigOrExit } from './start';

const VITE_PORT = 5173;

async function main() {
  // Browser URLs (and so the sign-in redirect URIs) are on Vite's port in development.
  process.env.PUBLIC_PORT ??= String(VITE_PORT);
  const config = readConfigOrExit();
  // The embedded PostgreSQL died and could not be restarted: the system has closed; exit.
  const system = await startSystem(config, {
    onFatal: () => {
      vite.kill('SIGTERM');
      process.exit(1);
    },
  });
  const vite = spawn('npm', ['run', 'dev', '-w', '@chairly/web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: system.listenUrl },
  });
  const viteExited = new Promise<void>((resolve) => vite.on('exit', () => resolve()));
  vite.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The Vite dev server stopped (exit code ${code}).`);
  });
  exitOnSignals(async () => {
    if (vite.exitCode === null && vite.signalCode === null) vite.kill('SIGTERM');
    await Promise.all([viteExited, system.close()]);
  }, (m) => console.log(m));
  const location = { protocol: 'http', baseDomain: config.baseDomain, port: VITE_PORT };
  console.log(`\nAPI on ${system.url}; with hot reload (Vite):`);
  console.log(`  landing page       ${hostOrigin(null, location)}`);
  console.log(`  login / register   ${hostOrigin('app', location)}`);
  console.log(`  demo stylist       ${hostOrigin(DEMO_SUBDOMAINS.anna, location)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
