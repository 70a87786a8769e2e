import { hostOrigin, normalizeCurrency } from '@chairly/shared';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from '../app';
import { createServices } from '../composition';
import type { Config } from '../config/env';
import { logStartupWarnings } from '../config/warnings';
import { createDatabase, type Database } from '../db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase, type Supervision } from '../db/embedded-postgres';
import { migrate } from '../db/migrate';
import { convertPhonesToE164 } from '../db/phones-to-e164';
import { seedDemoOnce, seedReferenceData } from '../db/seed/index';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { createLogger } from '../lib/logger';
import { fillMissingCurrencies } from '../lib/stylist-currency';
import { listenToStylistChanges, type StylistChanges } from '../db/stylist-changes';
import { startIdentityProvider, type IdentityProvider } from './identity-provider';

export type RunningSystem = {
  /** Origin of the root host, e.g. http://chairly.localhost:3000 */
  url: string;
  /** Address the server listens on, for clients that cannot resolve *.localhost (send a Host header). */
  listenUrl: string;
  databaseUrl: string;
  app: App;
  /** The background job runner, when JOBS_MODE=inline (default); null with worker or off. */
  jobs: JobRunner | null;
  /** Stops accepting connections, finishes in-flight requests, then closes the database. */
  close: () => Promise<void>;
};

function listenUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return String(address);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

type Options = {
  logger?: FastifyBaseLogger;
  webDist?: string;
  /**
   * The embedded PostgreSQL died and could not be restarted: the system has been closed (it would
   * only answer 503). `npm start` exits; the default does nothing more.
   */
  onFatal?: (error: Error) => void;
  /** Restart limits of the embedded PostgreSQL (tests); see startEmbeddedPostgres. */
  supervision?: Omit<Supervision, 'onGiveUp'>;
};

async function prepareDatabase(config: Config, logger: FastifyBaseLogger, supervision: Supervision) {
  const embedded: EmbeddedDatabase | null = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        onLog: (m) => logger.debug({ postgres: m.trim() }),
        onNotice: (m, level) => logger[level](m),
        supervise: supervision,
      });
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const database = createDatabase(databaseUrl);
  try {
    const applied = await migrate(database.pool);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    await convertPhonesToE164(database.pool, logger);
    await seedReferenceData(database.db);
    // Demo data belongs to the embedded default of a local system only, never to a database someone
    // configured nor to a real domain, where its stylists' pages would be public.
    if (embedded && config.deployment.demoData && (await seedDemoOnce(database.db))) logger.info('demo data seeded');
    // Issue #29 (D33): stylists without a currency get the deployment's (PAYMENT_CURRENCY).
    const filled = await fillMissingCurrencies(database.db, normalizeCurrency(config.payments.currency));
    if (filled > 0) logger.info({ stylists: filled, currency: config.payments.currency }, 'currency set from PAYMENT_CURRENCY');
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  return { embedded, database, databaseUrl };
}

/**
 * The whole back end as `npm start` runs it: PostgreSQL (embedded unless DATABASE_URL), migrations,
 * reference and demo data, the dev identity provider (unless OIDC_ISSUER), then the HTTP server.
 */
export async function startSystem(config: Config, options: Options = {}): Promise<RunningSystem> {
  const logger = options.logger ?? createLogger(config.logLevel);
  logStartupWarnings(config, logger);
  // The embedded PostgreSQL is restarted when it dies under the running system (a few times); when
  // it cannot be, the system closes rather than answer 503 for ever.
  let giveUp: (error: Error) => void = (error) => logger.fatal(error.message);
  const supervision: Supervision = { ...options.supervision, onGiveUp: (error) => giveUp(error) };
  const { embedded, database, databaseUrl } = await prepareDatabase(config, logger, supervision);
  let idp: IdentityProvider | null = null;
  let app: App | null = null;
  let jobs: JobRunner | null = null;
  let changes: StylistChanges | null = null;
  const stopBackingServices = async (db: Database) => {
    await jobs?.stop();
    await changes?.close();
    await idp?.close();
    await db.close();
    await embedded?.stop();
  };
  try {
    idp = await startIdentityProvider(config, databaseUrl, logger, database.db);
    // The composition root: one set of services for the API and its inline job runner, on one
    // stylist change listener (the API's kept reads and the shared availability's slot lists).
    changes = listenToStylistChanges(database.pool, logger);
    await changes.ready;
    const services = createServices({ config, db: database.db, changes });
    app = await buildApp({ config, db: database, logger, webDist: options.webDist, services });
    await app.listen({ host: config.host, port: config.port });
    if (config.jobs.mode === 'inline') {
      jobs = createJobRunner({ databaseUrl, database, config, logger, services });
      await jobs.start();
    }
  } catch (error) {
    await app?.close();
    await stopBackingServices(database);
    throw error;
  }
  const running = app;
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await running.close();
      await stopBackingServices(database);
    })();
    return closing;
  };
  giveUp = (error) => {
    logger.fatal(`${error.message} Chairly stops.`);
    void close()
      .catch((closeError: unknown) => logger.error({ err: closeError }, 'closing after the database was lost failed'))
      .finally(() => options.onFatal?.(error));
  };
  return {
    url: hostOrigin(null, { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort }),
    listenUrl: listenUrl(running),
    databaseUrl,
    app: running,
    jobs,
    close,
  };
}
