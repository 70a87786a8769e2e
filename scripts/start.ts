// `npm start`: the whole system on one machine (docs/architecture.md §1).
import { pathToFileURL } from 'node:url';
import { hostOrigin, DEMO_SUBDOMAINS } from '@chairly/shared';
import { ConfigError, loadConfig, type Config } from '../apps/api/src/config/env';
import { exitOnSignals } from '../apps/api/src/system/shutdown';
import { startSystem } from '../apps/api/src/system/start-system';
import { buildWeb, webBuildReason } from '../apps/api/src/system/web-build';

export function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function printUrls(config: Config): void {
  const location = { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort };
  console.log('\nChairly is running:');
  console.log(`  landing page       ${hostOrigin(null, location)}`);
  console.log(`  login / register   ${hostOrigin('app', location)}`);
  console.log(`  demo stylist       ${hostOrigin(DEMO_SUBDOMAINS.anna, location)}`);
  console.log(`  API docs           ${hostOrigin(null, location)}/api/docs\n`);
}

async function main() {
  const config = readConfigOrExit();
  // SKIP_WEB_BUILD=true: the e2e run builds the SPA once before its systems start
  // (e2e/global-setup.ts); a system rebuilding it because a source changed since would replace the
  // files under the pages another worker has open.
  const reason = process.env.SKIP_WEB_BUILD === 'true' ? null : await webBuildReason();
  if (reason) {
    console.log(`Building the web app (${reason})…`);
    await buildWeb();
  }
  // The embedded PostgreSQL died and could not be restarted: the system has closed; exit.
  const system = await startSystem(config, { onFatal: () => process.exit(1) });
  exitOnSignals(system.close, (m) => console.log(m));
  printUrls(config);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
