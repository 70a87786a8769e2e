import { loadConfig } from './config/env';
import { logStartupWarnings } from './config/warnings';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { convertPhonesToE164 } from './db/phones-to-e164';
import { createJobRunner } from './jobs/job-runner';
import { createLogger } from './lib/logger';
import { createServices } from './composition';
import { fillMissingCurrencies } from './lib/stylist-currency';

/**
 * `npm run worker`: the background jobs without the HTTP server, for JOBS_MODE=worker deployments
 * (API instances then only enqueue). Several workers may run at once; each job runs once.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  logStartupWarnings(config, logger);
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required for a separate worker (it joins the API database)');
  if (config.jobs.mode === 'inline') logger.warn('JOBS_MODE=inline: the API instances run workers too (still once per job)');
  const database = createDatabase(config.databaseUrl);
  await migrate(database.pool);
  await convertPhonesToE164(database.pool, logger);
  // Issue #29 (D33): as in the API, PAYMENT_CURRENCY only for stylists who have none yet.
  // The composition root: the worker's own services (no change listener: its lists are not kept).
  const services = createServices({ config, db: database.db });
  await fillMissingCurrencies(database.db, services.defaultCurrency);
  const runner = createJobRunner({ databaseUrl: config.databaseUrl, database, config, logger, services });
  await runner.start();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker stopping');
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
