import { startSystem } from './support/system';
import { BASE_DOMAIN } from './support/urls';

/**
 * Starts the system once for the whole run and hands its ports to the workers through the
 * environment (workers inherit it). E2E_PORT set by the caller means "use the system already
 * running there" (e.g. `npm start` in another terminal) and starts nothing. The launcher builds
 * the SPA itself when apps/web/dist is missing or stale; `npm run test:e2e` builds it first anyway.
 */
export default async function globalSetup(): Promise<void> {
  process.env.E2E_BASE_DOMAIN ??= BASE_DOMAIN;
  if (process.env.E2E_PORT) {
    process.env.E2E_IDP_PORT ??= '3001';
    return;
  }
  const system = await startSystem();
  process.env.E2E_PORT = String(system.port);
  process.env.E2E_IDP_PORT = String(system.idpPort);
  process.env.E2E_SYSTEM_PID = String(system.child.pid ?? '');
  process.env.E2E_DATA_DIR = system.dataDir;
  // If the runner dies without running the teardown, do not leave the server and PostgreSQL behind.
  process.once('exit', () => {
    if (system.child.exitCode === null) system.child.kill('SIGTERM');
  });
}
