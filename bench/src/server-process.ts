// One bench server in a process of its own, so the load generator never shares its event loop:
// BENCH_SERVER=api (the real application, `buildApp`) or baseline (see baseline-server.ts).
// Tells the parent its port over IPC, answers 'cpu' with its CPU time, and stops on 'stop'.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp as buildWorkspaceApp, DEFAULT_WEB_DIST } from '@chairly/api/app';
import { loadConfig } from '@chairly/api/config/env';
import { createDatabase } from '@chairly/api/db/client';
import { startBaselineServer } from './baseline-server';

export type ServerMessage = { port: number } | { cpuMicros: number };

const POOL_MAX = 10;

type BuildApp = typeof buildWorkspaceApp;

/** BENCH_API_SRC: another copy of apps/api/src (e.g. the code before a change) instead of the workspace's. */
async function loadBuildApp(): Promise<BuildApp> {
  const source = process.env.BENCH_API_SRC;
  if (!source) return buildWorkspaceApp;
  return ((await import(pathToFileURL(path.join(source, 'app.ts')).href)) as { buildApp: BuildApp }).buildApp;
}

async function main() {
  const kind = process.env.BENCH_SERVER;
  const buildApp = await loadBuildApp();
  const config = loadConfig({
    NODE_ENV: 'production',
    // BENCH_LOG_LEVEL=error: the stress suite reads the causes of 5xx answers from the log.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    API_TOKEN_SECRET: process.env.API_TOKEN_SECRET,
    // The limiter stays on (its cost is part of the API's), never reached.
    RATE_LIMIT_MAX: '1000000000',
  });
  const database = createDatabase(config.databaseUrl ?? '', { max: POOL_MAX });
  const server =
    kind === 'api'
      ? // The workspace's web build for any copy of the API (a copy's own default would point beside the copy).
        await buildApp({ config, db: database, webDist: DEFAULT_WEB_DIST })
      : await startBaselineServer(database.pool, {
          tokenSecret: new TextEncoder().encode(config.apiTokenSecret),
          minNoticeMinutes: config.booking.minNoticeMinutes,
          horizonDays: config.booking.horizonDays,
          slotStepMinutes: config.booking.slotStepMinutes,
          baseDomain: config.baseDomain,
        });
  if (kind === 'api') await server.listen({ host: '127.0.0.1', port: 0 });
  const send = (message: ServerMessage) => process.send?.(message);
  send({ port: (server.server.address() as { port: number }).port });
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      send({ cpuMicros: user + system });
    } else if (message === 'stop') {
      void server
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
