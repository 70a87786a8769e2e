import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, webBuildReason } from '../apps/api/src/system/web-build';
import type { FullConfig } from '@playwright/test';
import { killRunSystems, startSystem, systemRecordFile } from './support/system';
import { BASE_DOMAIN } from './support/urls';

/**
 * Builds the SPA when apps/web/dist is missing or older than its sources (`npm run test:e2e` builds
 * it first anyway), once, before any worker starts; no system of the run rebuilds it
 * (SKIP_WEB_BUILD), so every page of the run is the same build. Then makes the run's folder
 * (E2E_RUN_DIR) where each worker records the system it starts (support/fixtures.ts `urls`);
 * global-teardown.ts stops them. E2E_PORT set by the caller means "use the system already running
 * there" (e.g. `npm start` in another terminal): nothing is built or started, and one worker runs.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  process.env.E2E_BASE_DOMAIN ??= BASE_DOMAIN;
  if (process.env.E2E_PORT) {
    process.env.E2E_IDP_PORT ??= '3001';
    return;
  }
  const reason = await webBuildReason();
  if (reason) {
    console.log(`[e2e] building the web app (${reason})…`);
    await buildWeb();
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chairly-e2e-run-'));
  process.env.E2E_RUN_DIR = runDir;
  // If the runner dies without running the teardown, do not leave the servers and PostgreSQL behind.
  process.once('exit', () => killRunSystems(runDir));
  // Every worker's system is started here, before any test: a system starting (PostgreSQL's
  // initdb, migrations, the seed, the servers' first compile) takes both cores for a while, and a
  // worker's first test that ran beside the other worker's start waited up to 8 s for a page.
  const started = Date.now();
  await Promise.all(Array.from({ length: config.workers }, (_, index) => startSystem({ record: systemRecordFile(runDir, index) })));
  console.log(`[e2e] ${config.workers} system(s) started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
