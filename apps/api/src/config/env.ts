import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_TRIAL_DAYS } from '@chairly/shared';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { decideDeployment, deploymentHeading, deploymentProblems, sandboxesSetting, type Deployment } from './deployment';
import { proxyEntryProblem, splitProxyList } from './trusted-proxies';
import type { S3StorageOptions } from '../gateways/storage/s3-storage';

export { ConfigError } from './config-error';

const port = z.coerce
  .number({ error: 'expected a whole number from 1 to 65535' })
  .int({ error: 'expected a whole number from 1 to 65535' })
  .min(1, { error: 'expected a whole number from 1 to 65535' })
  .max(65535, { error: 'expected a whole number from 1 to 65535' });

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (what: string) =>
  optionalText.refine((v) => v === undefined || URL.canParse(v), { error: `expected ${what}` });

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/, {
    error: 'expected a host name such as chairly.localhost',
  });

/** The S3 storage settings that go together (S3_REGION and S3_FORCE_PATH_STYLE have defaults). */
const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { error: 'expected development, test or production' }).default('development'),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, { error: 'expected an interface address such as 127.0.0.1' }).default('127.0.0.1'),
  BASE_DOMAIN: hostname.default('chairly.localhost'),
  SANDBOXES: sandboxesSetting,
  PUBLIC_PROTOCOL: z.enum(['http', 'https'], { error: 'expected http or https' }).default('http'),
  PUBLIC_PORT: z.union([z.literal(''), port]).optional(),
  DATA_DIR: z.string().trim().min(1, { error: 'expected a folder path' }).default('./.data'),
  DATABASE_URL: url('a postgres:// connection string').refine(
    (v) => v === undefined || !URL.canParse(v) || /^postgres(ql)?:$/.test(new URL(v).protocol),
    { error: 'expected a postgres:// connection string' },
  ),
  IDP_PORT: port.default(3001),
  OIDC_ISSUER: url('an absolute URL such as https://issuer.example.com'),
  OIDC_CLIENT_ID: z.string().trim().min(1, { error: 'expected a client id' }).default('chairly-web'),
  // D45: the shared secret of the API's server-to-server call that deletes an account at the identity provider.
  IDP_ADMIN_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, { error: 'expected at least 32 characters' }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  CORS_ORIGINS: optionalText.refine(
    (v) => v === undefined || v.split(',').every((o) => URL.canParse(o.trim())),
    { error: 'expected a comma-separated list of origins such as https://a.example,https://b.example' },
  ),
  API_TOKEN_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'expected at least 32 characters',
  }),
  // Replaced by TRUSTED_PROXIES: a hop count trusted the forwarded headers of whoever connected.
  TRUST_PROXY_HOPS: optionalText.refine((v) => v === undefined, {
    error: 'is no longer read (a hop count trusts any peer): list the addresses of your proxies in TRUSTED_PROXIES instead and remove TRUST_PROXY_HOPS',
  }),
  TRUSTED_PROXIES: optionalText.superRefine((v, ctx) => {
    const wrong = v === undefined ? [] : splitProxyList(v).map(proxyEntryProblem).filter((p) => p !== null);
    if (wrong.length > 0) {
      ctx.addIssue({ code: 'custom', message: `expected a comma-separated list of IP addresses or CIDR ranges such as 10.0.0.0/8,192.0.2.7 (${wrong.join('; ')})` });
    }
  }),
  RATE_LIMIT_MAX: z.coerce
    .number({ error: 'expected a whole number of requests per minute, at least 1' })
    .int({ error: 'expected a whole number of requests per minute, at least 1' })
    .min(1, { error: 'expected a whole number of requests per minute, at least 1' })
    .default(300),
  PROMO_CODE_ATTEMPTS_PER_HOUR: z.coerce
    .number({ error: 'expected a whole number of attempts an hour, at least 1' })
    .int({ error: 'expected a whole number of attempts an hour, at least 1' })
    .min(1, { error: 'expected a whole number of attempts an hour, at least 1' })
    .default(10),
  STYLIST_MESSAGES_PER_DAY: z.coerce
    .number({ error: 'expected a whole number of messages a day, at least 1' })
    .int({ error: 'expected a whole number of messages a day, at least 1' })
    .min(1, { error: 'expected a whole number of messages a day, at least 1' })
    .default(50),
  HOLD_MINUTES: z.coerce
    .number({ error: 'expected a whole number of minutes from 1 to 60' })
    .int({ error: 'expected a whole number of minutes from 1 to 60' })
    .min(1, { error: 'expected a whole number of minutes from 1 to 60' })
    .max(60, { error: 'expected a whole number of minutes from 1 to 60' })
    .default(10),
  MIN_NOTICE_MINUTES: z.coerce
    .number({ error: 'expected a whole number of minutes from 0 to 10080' })
    .int({ error: 'expected a whole number of minutes from 0 to 10080' })
    .min(0, { error: 'expected a whole number of minutes from 0 to 10080' })
    .max(10080, { error: 'expected a whole number of minutes from 0 to 10080' })
    .default(60),
  HORIZON_DAYS: z.coerce
    .number({ error: 'expected a whole number of days from 7 to 365' })
    .int({ error: 'expected a whole number of days from 7 to 365' })
    .min(7, { error: 'expected a whole number of days from 7 to 365' })
    .max(365, { error: 'expected a whole number of days from 7 to 365' })
    .default(90),
  SLOT_STEP_MINUTES: z.coerce
    .number({ error: 'expected 15, 30 or 60' })
    .refine((n) => n === 15 || n === 30 || n === 60, { error: 'expected 15, 30 or 60' })
    .default(15),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_(test|live)_/.test(v), {
    error: 'expected a Stripe secret key (sk_test_… or sk_live_…)',
  }),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || /^pk_(test|live)_/.test(v), {
    error: 'expected a Stripe publishable key (pk_test_… or pk_live_…)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    error: 'expected a webhook signing secret (whsec_…)',
  }),
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    error: 'expected a webhook signing secret (whsec_…)',
  }),
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.union([z.literal(''), port]).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'expected http or https' }).optional(),
  APPLICATION_FEE_PERCENT: z.coerce
    .number({ error: 'expected a percentage from 0 to 100' })
    .min(0, { error: 'expected a percentage from 0 to 100' })
    .max(100, { error: 'expected a percentage from 0 to 100' })
    .default(0),
  PAYMENT_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, { error: 'expected a three-letter ISO currency code such as usd' })
    .default('usd'),
  TRIAL_DAYS: z.coerce
    .number({ error: 'expected a whole number of days from 1 to 730' })
    .int({ error: 'expected a whole number of days from 1 to 730' })
    .min(1, { error: 'expected a whole number of days from 1 to 730' })
    .max(730, { error: 'expected a whole number of days from 1 to 730' })
    .default(DEFAULT_TRIAL_DAYS),
  SMTP_URL: url('an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com').refine(
    (v) => v === undefined || !URL.canParse(v) || /^smtps?:$/.test(new URL(v).protocol),
    { error: 'expected an smtp:// or smtps:// URL' },
  ),
  MAIL_FROM: z.string().trim().min(3, { error: 'expected a sender such as "Chairly <no-reply@example.com>"' }).default('Chairly <no-reply@chairly.localhost>'),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  TWILIO_API_URL: url('an absolute URL such as https://api.twilio.com'),
  JOBS_MODE: z.enum(['inline', 'worker', 'off'], { error: 'expected inline, worker or off' }).default('inline'),
  JOBS_POLL_SECONDS: z.coerce
    .number({ error: 'expected seconds from 0.5 to 60' })
    .min(0.5, { error: 'expected seconds from 0.5 to 60' })
    .max(60, { error: 'expected seconds from 0.5 to 60' })
    .default(2),
  S3_ENDPOINT: url('an absolute URL such as https://s3.eu-west-1.amazonaws.com').refine(
    // Refinements all run: an unparsable value already has its issue from url().
    (v) => v === undefined || !URL.canParse(v) || /^https?:$/.test(new URL(v).protocol),
    { error: 'expected an http:// or https:// URL' },
  ),
  S3_REGION: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, { error: 'expected a region such as us-east-1 (R2: auto)' }).default('us-east-1'),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    error: 'expected a bucket name (3–63 lower-case letters, digits, dots or hyphens)',
  }),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'expected true or false' }).default('true'),
}).superRefine((env, ctx) => {
  // The bucket settings go together: half a configuration must not silently fall back to local files.
  const given = S3_REQUIRED.filter((name) => env[name] !== undefined);
  if (given.length === 0 || given.length === S3_REQUIRED.length) return;
  for (const name of S3_REQUIRED.filter((n) => env[n] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')} (the S3 storage needs ${S3_REQUIRED.join(', ')})` });
  }
});

export type Config = {
  nodeEnv: 'development' | 'test' | 'production';
  /** Local system or real deployment, and the development stand-ins in effect (config/deployment.ts). */
  deployment: Deployment;
  port: number;
  host: string;
  baseDomain: string;
  publicProtocol: 'http' | 'https';
  /** Port shown in browser URLs; null when the default port of the protocol is used (behind a proxy). */
  publicPort: number | null;
  dataDir: string;
  /** Unset: the launcher starts an embedded PostgreSQL in `dataDir/pg`. */
  databaseUrl: string | undefined;
  idpPort: number;
  oidc: { issuer: string; clientId: string; external: boolean; adminSecret: string | undefined };
  logLevel: string;
  corsOrigins: string[];
  rateLimitMax: number;
  /** Abuse limits (docs/operations.md §11): promo-code attempts per account and per address an hour; messages a stylist sends customers a day. */
  abuseLimits: { promoCodeAttemptsPerHour: number; stylistMessagesPerDay: number };
  /**
   * Addresses and CIDR ranges of the proxies in front of the API. X-Forwarded-Host, -Proto and -For
   * are read only from a peer (and, for -For, each further hop) in this list; empty: never.
   */
  trustedProxies: string[];
  /** Secret of the API tokens; unset = generated once into DATA_DIR (single-machine installs). */
  apiTokenSecret: string | undefined;
  /** Booking: minutes a customer's slot hold lasts; the defaults of each stylist's own rules (notice, horizon, slot step). */
  booking: { holdMinutes: number; minNoticeMinutes: number; horizonDays: number; slotStepMinutes: number };
  /** Card payments: `stripe` when STRIPE_SECRET_KEY is set, else the built-in sandbox gateway. */
  payments: PaymentsConfig;
  /** Subscription billing (same provider as payments); the free trial's length. */
  billing: { trialDays: number };
  /** E-mail and SMS transports (dev outbox when unset) and the job runner; see docs/notifications.md. */
  notifications: NotificationsConfig;
  jobs: JobsConfig;
  /** Uploaded images: an S3-compatible bucket when S3_BUCKET is set, else files in DATA_DIR/uploads. */
  storage: { s3: S3Config | null };
};

/** createS3Storage's options (gateways/storage/s3-storage.ts), read from S3_*. */
export type S3Config = S3StorageOptions;

export type NotificationsConfig = {
  smtpUrl: string | undefined;
  mailFrom: string;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
};

/** inline: workers run in the API process; worker: only `npm run worker` runs them; off: nobody (tests). */
export type JobsConfig = { mode: 'inline' | 'worker' | 'off'; pollingSeconds: number };

export type PaymentsConfig = {
  provider: 'sandbox' | 'stripe';
  currency: string;
  /** Platform's share of every charge, in percent of the amount. */
  applicationFeePercent: number;
  stripe: {
    secretKey: string;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    /** Signing secret of a second endpoint that listens to connected accounts (account.updated). */
    connectWebhookSecret: string | undefined;
    /** Points the SDK at another server (a local stand-in in tests); unset: api.stripe.com. */
    api: { host: string | undefined; port: number | undefined; protocol: 'http' | 'https' | undefined };
  } | null;
};

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(source);
  if (!result.success) throw ConfigError.fromZod(result.error, source);
  const env = result.data;
  // A real domain starts only with real services, or with the stand-ins it names (docs/operations.md, Deploying).
  const settings = { ...env, MAIL_FROM: source.MAIL_FROM?.trim() ? env.MAIL_FROM : undefined };
  const refused = deploymentProblems(settings);
  if (refused.length > 0) throw new ConfigError(refused, deploymentHeading(env.BASE_DOMAIN));
  const deployment = decideDeployment(settings);
  return {
    nodeEnv: env.NODE_ENV,
    deployment,
    port: env.PORT,
    host: env.HOST,
    baseDomain: env.BASE_DOMAIN,
    publicProtocol: env.PUBLIC_PROTOCOL,
    publicPort: env.PUBLIC_PORT === '' ? null : (env.PUBLIC_PORT ?? env.PORT),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    idpPort: env.IDP_PORT,
    oidc: {
      issuer: (env.OIDC_ISSUER ?? `http://localhost:${env.IDP_PORT}`).replace(/\/$/, ''),
      clientId: env.OIDC_CLIENT_ID,
      external: !deployment.sandboxes.identity,
      // The dev provider started by this process learns a random one when none is set (D45).
      adminSecret: env.IDP_ADMIN_SECRET ?? (deployment.sandboxes.identity ? randomBytes(32).toString('base64url') : undefined),
    },
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')) : [],
    rateLimitMax: env.RATE_LIMIT_MAX,
    abuseLimits: { promoCodeAttemptsPerHour: env.PROMO_CODE_ATTEMPTS_PER_HOUR, stylistMessagesPerDay: env.STYLIST_MESSAGES_PER_DAY },
    trustedProxies: env.TRUSTED_PROXIES ? splitProxyList(env.TRUSTED_PROXIES) : [],
    apiTokenSecret: env.API_TOKEN_SECRET,
    booking: {
      holdMinutes: env.HOLD_MINUTES,
      // The defaults of each stylist's own booking rules (issue 18).
      minNoticeMinutes: env.MIN_NOTICE_MINUTES,
      horizonDays: env.HORIZON_DAYS,
      slotStepMinutes: env.SLOT_STEP_MINUTES,
    },
    payments: {
      provider: deployment.sandboxes.payments ? 'sandbox' : 'stripe',
      currency: env.PAYMENT_CURRENCY,
      applicationFeePercent: env.APPLICATION_FEE_PERCENT,
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
            api: {
              host: env.STRIPE_API_HOST,
              port: env.STRIPE_API_PORT === '' ? undefined : env.STRIPE_API_PORT,
              protocol: env.STRIPE_API_PROTOCOL,
            },
          }
        : null,
    },
    billing: { trialDays: env.TRIAL_DAYS },
    notifications: {
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      twilio:
        env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
          ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: (env.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, '') }
          : null,
    },
    jobs: { mode: env.JOBS_MODE, pollingSeconds: env.JOBS_POLL_SECONDS },
    storage: {
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION,
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            }
          : null,
    },
  };
}
