// One API instance, for production behind a load balancer: `npm run start -w @chairly/api`.
// Unlike `npm start` at the root it never builds the SPA (build it once at deploy time with
// `npm run build`); with DATABASE_URL and OIDC_ISSUER set it starts nothing but this server.
import { ConfigError, loadConfig } from './config/env';
import { exitOnSignals } from './system/shutdown';
import { startSystem } from './system/start-system';

try {
  const system = await startSystem(loadConfig());
  exitOnSignals(system.close, (message) => console.warn(message));
  console.warn(`Chairly API listening at ${system.listenUrl} (${system.url})`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
