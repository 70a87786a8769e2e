import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { createNotifications, createNotificationTransports, type NotificationTransports } from '../modules/notifications/index';
import { createServices, type Services } from '../composition';
import { createWaitlistJobs } from '../modules/waitlist/index';
import { createDataExportJobs } from '../modules/exports/index';
import { createWebhookDelivery, urlPolicyFor } from '../modules/webhooks/index';
import { createSeatsSync } from '../modules/subscriptions/index';
import { createEventRelay } from './event-relay';
import { movePgBoss10Jobs, setAsidePgBoss10 } from './pgboss-upgrade';
import { createJobHandlers } from './job-handlers';
import { QUEUE_OPTIONS, QUEUES, SCHEDULES, SWEEP_QUEUES, type QueueName } from './queues';

export const JOBS_SCHEMA = 'pgboss';

type Options = {
  databaseUrl: string;
  database: Database;
  config: Pick<Config, 'notifications' | 'jobs' | 'payments' | 'publicProtocol' | 'baseDomain' | 'publicPort' | 'booking' | 'nodeEnv'>;
  logger: FastifyBaseLogger;
  /** Defaults to the configured SMTP / Twilio / dev outbox transports. */
  transports?: NotificationTransports;
  /** The composition root's services (the API's in one process, the worker's own); built by it here when absent. */
  services?: Pick<Services, 'chargeDriver' | 'deposits' | 'availability' | 'defaultCurrency'>;
};

export type JobRunner = {
  boss: PgBoss;
  /** Relays the committed notification events now (also runs on every poll). */
  relayNow: () => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss in schema `pgboss` with every queue's worker, the event relay and the schedules. */
export function createJobRunner({ databaseUrl, database, config, logger, transports, services }: Options): JobRunner {
  const log = logger.child({ component: 'jobs' });
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOBS_SCHEMA,
    max: 4,
    application_name: 'chairly-jobs',
  });
  boss.on('error', (error: Error & { queue?: string }) => log.error({ queue: error.queue, err: { message: error.message } }, 'job system error'));
  const ownTransports = transports ?? createNotificationTransports(config.notifications, database.db);
  const links = { protocol: config.publicProtocol, baseDomain: config.baseDomain, port: config.publicPort };
  const { chargeDriver, deposits, availability, defaultCurrency } = services ?? createServices({ config, db: database.db });
  const waitlist = createWaitlistJobs(database.db, { availability, defaultCurrency });
  // The payment sweeps, pg-boss schedules (queues.ts); what they settled is worth a warning.
  const sweeps = {
    // Charges whose request died between recording and settling are re-sent under their own key.
    resumeCharges: async () => {
      const settled = await chargeDriver.resumeStale();
      if (settled) log.warn({ settled }, 'settled charges left pending by a lost request');
      return settled;
    },
    // Refunds left pending, and deposits of holds that never became bookings (issue #20).
    sweepDeposits: async () => {
      const handled = await deposits.sweep();
      if (handled) log.warn({ handled }, 'settled stale refunds and refunded deposits of holds that were not booked');
      return handled;
    },
  };
  const deliverWebhook = createWebhookDelivery(database.db, urlPolicyFor(config.nodeEnv));
  const seats = createSeatsSync(database.db, { provider: config.payments.provider, stripe: config.payments.stripe });
  const handlers = createJobHandlers({ notifications: createNotifications(database.db, ownTransports, links), db: database.db, waitlist, sweeps, exports: createDataExportJobs(database.db, { logger: log }), deliverWebhook, seats });
  const relay = createEventRelay({ pool: database.pool, boss, logger: log, defaultCurrency });
  const pollMs = config.jobs.pollingSeconds * 1000;
  let timer: NodeJS.Timeout | null = null;
  let relaying: Promise<number> | null = null;
  let stopped = false;

  const relayNow = () => {
    relaying ??= relay.drain().finally(() => (relaying = null));
    return relaying;
  };
  // The relay alone runs on this timer (a committed message leaves within a poll); the payment
  // sweeps are schedules.
  const tick = () => {
    relayNow()
      .catch((error: Error) => log.error({ err: { message: error.message } }, 'relaying notification events failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    boss,
    relayNow,
    async start() {
      const previous = await setAsidePgBoss10(database.pool);
      await boss.start();
      for (const queue of Object.values(QUEUES) as QueueName[]) {
        await boss.createQueue(queue, QUEUE_OPTIONS[queue]);
        await boss.updateQueue(queue, QUEUE_OPTIONS[queue]);
        const handle = handlers[queue];
        await boss.work(queue, { pollingIntervalSeconds: config.jobs.pollingSeconds, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          try {
            await handle(job.data as never, job.id);
          } catch (error) {
            const final = job.retryCount >= job.retryLimit;
            // Ids, queue and error class only: messages can carry addresses or message text.
            log[final ? 'error' : 'warn']({ queue, jobId: job.id, retryCount: job.retryCount, error: (error as Error).name }, final ? 'job failed for good (kept in pgboss.job)' : 'job failed, will retry');
            log.debug({ queue, jobId: job.id, err: error }, 'job failure detail');
            throw error;
          }
        });
      }
      if (previous) log.warn({ moved: await movePgBoss10Jobs(database.pool, boss) }, 'moved the pending jobs of pg-boss 10 into pg-boss 12');
      for (const { queue, cron } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz: 'UTC' });
      // A round now: pg-boss's clock sends the first scheduled one only within its monitor interval
      // (30 s). One a minute however many runners start together (the singleton key).
      for (const queue of SWEEP_QUEUES) await boss.send(queue, {}, { singletonKey: 'start', singletonSeconds: 60 });
      tick();
      log.info({ queues: Object.values(QUEUES) }, 'job runner started');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      await relaying?.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
      if (!transports) ownTransports.mail.close();
      log.info('job runner stopped');
    },
  };
}
