import type pg from 'pg';
import { createDatabase } from '../src/db/client';
import { createSmtpMailTransport } from '../src/gateways/mail/smtp-mail';
import { createOutboxStore } from '../src/gateways/mail/index';
import { createOutboxSmsTransport } from '../src/gateways/sms/outbox-sms';
import { createJobRunner, type JobRunner } from '../src/jobs/job-runner';
import { createLogger } from '../src/lib/logger';
import { customerAuth } from './auth';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { testConfig } from './helpers';
import { startMailSink } from './mail-sink';

/**
 * The booking fixture plus an SMTP sink and job runners (each its own pg-boss, like separate API
 * instances). `env`: more settings for the app (a test OpenID issuer's, for sign-ins).
 */
export async function createNotificationsFixture(env: Record<string, string> = {}) {
  const booking = await createBookingFixture(env);
  const sink = await startMailSink();
  const databaseUrl = (booking.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString;
  const config = testConfig({ JOBS_POLL_SECONDS: '0.5', SMTP_URL: sink.url });
  const runners: { runner: JobRunner; close: () => Promise<void> }[] = [];

  async function startRunner(): Promise<JobRunner> {
    const database = createDatabase(databaseUrl, { max: 5 });
    const mail = createSmtpMailTransport({ smtpUrl: sink.url, from: 'Chairly <no-reply@chairly.test>' });
    const sms = createOutboxSmsTransport(createOutboxStore(database.db));
    const runner = createJobRunner({ databaseUrl, database, config, logger: createLogger('silent'), transports: { mail, sms } });
    await runner.start();
    runners.push({ runner, close: async () => { await runner.stop(); mail.close(); await database.close(); } });
    return runner;
  }

  async function customerOf(stylist: BookingStylist, name: string, locale: string, email: string, phone = '') {
    const { rows } = await booking.pool.query<{ id: string }>(
      "INSERT INTO customer_accounts (auth_subject, email, name, lastname, phone, locale) VALUES ($1, $2, $3, 'Test', $4, $5) RETURNING id",
      [`sub-${name}-${Math.random()}`, email, name, phone, locale],
    );
    const customer = await booking.pool.query<{ id: string }>(
      "INSERT INTO customers (stylist_id, customer_account_id, name, last_name, email, phone) VALUES ($1, $2, $3, 'Test', $4, $5) RETURNING id",
      [stylist.id, rows[0]?.id, name, email, phone],
    );
    return Number(customer.rows[0]?.id);
  }

  /** A customer of the stylist with a signed-in account (for the customer's own API calls on the stylist's host). */
  async function signedInCustomerOf(stylist: BookingStylist, name: string, locale: string, email: string, phone = '') {
    const customerId = await customerOf(stylist, name, locale, email, phone);
    const { rows } = await booking.pool.query<{ id: string }>('SELECT customer_account_id AS id FROM customers WHERE id = $1', [customerId]);
    const accountId = Number(rows[0]?.id);
    return { customerId, accountId, headers: { host: stylist.host, ...(await customerAuth(booking.app, { accountId })) } };
  }

  return {
    ...booking,
    sink,
    databaseUrl,
    startRunner,
    customerOf,
    signedInCustomerOf,
    close: async () => {
      for (const r of runners) await r.close();
      await sink.close();
      await booking.close();
    },
  };
}
