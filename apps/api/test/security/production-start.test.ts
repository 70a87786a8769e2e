import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createMailTransport } from '../../src/gateways/mail/index';
import { createSmsTransport } from '../../src/gateways/sms/index';
import { createMigratedDatabase, createTestApp, createWebDist, testConfig } from '../helpers';

/**
 * Issue #28.1: development conveniences never reach a real deployment. An app built for a real
 * domain never serves the dev outbox (every customer's messages), whatever SANDBOXES switches on,
 * and serves the payment sandbox's pages only when SANDBOXES names payments.
 */

/** Everything a start on a real domain requires (docs/operations.md, Deploying); NODE_ENV is not production. */
const REAL = {
  BASE_DOMAIN: 'salon.example',
  PUBLIC_PROTOCOL: 'https',
  OIDC_ISSUER: 'https://login.salon.example',
  STRIPE_SECRET_KEY: 'sk_test_security',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_security',
  STRIPE_WEBHOOK_SECRET: 'whsec_security',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Salon <no-reply@salon.example>',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550000000',
  API_TOKEN_SECRET: 'x'.repeat(40),
};
const { STRIPE_SECRET_KEY: _k, STRIPE_PUBLISHABLE_KEY: _p, STRIPE_WEBHOOK_SECRET: _w, SMTP_URL: _s, MAIL_FROM: _f, TWILIO_ACCOUNT_SID: _a, TWILIO_AUTH_TOKEN: _t, TWILIO_FROM: _n, ...WITHOUT_PAYMENTS_AND_MESSAGES } = REAL;
/** A staging server: the payment, mail and SMS stand-ins switched on by name. */
const STAGING = { ...WITHOUT_PAYMENTS_AND_MESSAGES, SANDBOXES: 'payments,mail,sms' };

const OUTBOX_PATHS = ['/dev/outbox', '/dev/outbox.json', '/dev/outbox/1'];
/** Every host of the deployment, then hosts outside it (which get 421 before any route). */
const DEPLOYMENT_HOSTS = ['salon.example', 'www.salon.example', 'app.salon.example', 'anna.salon.example', 'bella.salon.example'];
const OTHER_HOSTS = ['chairly.localhost', 'localhost', '127.0.0.1', 'evil.example'];
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' };
const SECRET_RECIPIENT = 'customer-private@example.test';

describe('the outbox on a production start', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let webDist: string;
  const apps: App[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await createTestApp({ database: db.database, env, webDist });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    db = await createMigratedDatabase('reference');
    webDist = await createWebDist();
    // A staging server's mail and SMS sandboxes still record every message in the outbox table.
    const config = testConfig(STAGING);
    await createMailTransport(config.notifications, db.database.db).send({ to: SECRET_RECIPIENT, subject: 'Your appointment', text: 'Tomorrow at 10', html: '<p>Tomorrow at 10</p>' });
    await createSmsTransport(config.notifications, db.database.db).send({ to: '+15551234567', body: `Review link for ${SECRET_RECIPIENT}` });
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('messages of the mail and sms sandboxes are recorded in the outbox table', async () => {
    const { rows } = await db.database.pool.query<{ channel: string }>('SELECT channel FROM outbox_messages ORDER BY id');
    expect(rows.map((r) => r.channel)).toEqual(['email', 'sms']);
  });

  it.each([
    ['fully configured', REAL],
    ['staging with payments, mail and sms switched on', STAGING],
    ['every sandbox switched on', { BASE_DOMAIN: 'staging.salon.example', NODE_ENV: 'production', SANDBOXES: 'payments,identity,mail,sms,http', API_TOKEN_SECRET: 'x'.repeat(40) }],
  ])('%s: /dev/outbox and /dev/outbox.json answer 404 on every host and give nothing away', async (_name, env) => {
    const app = await start(env);
    const domain = env.BASE_DOMAIN;
    const hosts = [...DEPLOYMENT_HOSTS.map((h) => h.replace('salon.example', domain)), ...OTHER_HOSTS];
    for (const host of hosts) {
      for (const url of OUTBOX_PATHS) {
        const res = await app.inject({ url, headers: { host } });
        if (host.endsWith(domain)) expect(res.statusCode, `${host}${url}`).toBe(404);
        else expect(res.statusCode, `${host}${url}`).toBe(421);
        expect(res.body, `${host}${url}`).not.toContain(SECRET_RECIPIENT);
      }
    }
  });

  it('the payment sandbox pages are absent unless SANDBOXES names payments', async () => {
    const real = await start(REAL);
    const staging = await start(STAGING);
    const host = 'anna.salon.example';
    const tokenize = (app: App) => app.inject({ method: 'POST', url: '/sandbox/cards/tokenize', headers: { host }, payload: CARD });
    const css = (app: App) => app.inject({ url: '/sandbox/assets/sandbox.css', headers: { host } });

    expect((await tokenize(real)).statusCode).toBe(404);
    expect((await css(real)).headers['content-type']).not.toMatch(/text\/css/);
    expect((await real.inject({ url: '/api/public/app-config', headers: { host } })).json()).toMatchObject({ paymentProvider: 'stripe' });

    expect((await tokenize(staging)).statusCode).toBe(200);
    expect((await css(staging)).headers['content-type']).toMatch(/^text\/css/);
    expect((await staging.inject({ url: '/api/public/app-config', headers: { host } })).json()).toMatchObject({ paymentProvider: 'sandbox' });
  });

  it('a local system still serves the outbox and the payment sandbox, as before', async () => {
    const local = await start({});
    const outbox = await local.inject({ url: '/dev/outbox.json', headers: { host: 'chairly.localhost' } });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain(SECRET_RECIPIENT);
    const tokenized = await local.inject({ method: 'POST', url: '/sandbox/cards/tokenize', headers: { host: 'anna.chairly.localhost' }, payload: CARD });
    expect(tokenized.statusCode).toBe(200);
  });
});
