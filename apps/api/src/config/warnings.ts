import { SANDBOX_NAMES, type SandboxName } from './deployment';
import type { Config } from './env';

export type StartupWarning = { setting: string; message: string };

/**
 * Settings that start fine but are almost certainly a mistake. With NODE_ENV=production or on a real
 * domain only: in local development the dev outbox (/dev/outbox) is where mail and SMS are meant to go.
 */
export function startupWarnings(config: Pick<Config, 'nodeEnv' | 'deployment' | 'notifications' | 'payments'>): StartupWarning[] {
  if (config.nodeEnv !== 'production' && config.deployment.local) return [];
  const warnings: StartupWarning[] = [];
  if (!config.notifications.smtpUrl) {
    warnings.push({
      setting: 'SMTP_URL',
      message:
        'SMTP_URL is not set: notification e-mails are NOT sent, they are stored in the development outbox, which nobody sees in production. Set SMTP_URL (docs/operations.md, E-mail and SMS).',
    });
  }
  if (!config.notifications.twilio) {
    warnings.push({
      setting: 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM',
      message:
        'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not all set: SMS are NOT sent, they are stored in the development outbox. Set all three (docs/operations.md, E-mail and SMS).',
    });
  }
  const stripe = config.payments.stripe;
  if (stripe && !stripe.webhookSecret) {
    warnings.push({
      setting: 'STRIPE_WEBHOOK_SECRET',
      message:
        'STRIPE_WEBHOOK_SECRET is not set: every Stripe webhook is refused, so charges left pending, saved cards and subscription changes are NOT taken from Stripe. Set it (docs/operations.md, Stripe).',
    });
  }
  if (stripe && !stripe.connectWebhookSecret) {
    warnings.push({
      setting: 'STRIPE_CONNECT_WEBHOOK_SECRET',
      message:
        "STRIPE_CONNECT_WEBHOOK_SECRET is not set: Stripe's events on the stylists' connected accounts (account.updated, e.g. charges disabled) are refused. Set it (docs/operations.md, Stripe).",
    });
  }
  if (!config.deployment.local) warnings.push(...switchedOnSandboxes(config.deployment));
  return warnings;
}

/** On a real domain, each stand-in SANDBOXES switched on (mail and sms have their warnings above). */
const SANDBOX_WARNINGS: Partial<Record<SandboxName, string>> = {
  payments: 'SANDBOXES names payments: the payment sandbox takes payments, deposits and subscriptions that nobody is charged for, and serves its /sandbox pages. For staging only.',
  identity: 'SANDBOXES names identity: the development identity provider signs people in (open sign-up, unverified e-mails). For staging only.',
  http: 'SANDBOXES names http: sign-in and sessions travel unencrypted over http. For staging only.',
};

function switchedOnSandboxes(deployment: Config['deployment']): StartupWarning[] {
  return SANDBOX_NAMES.filter((name) => deployment.sandboxes[name] && SANDBOX_WARNINGS[name]).map((name) => ({ setting: 'SANDBOXES', message: SANDBOX_WARNINGS[name]! }));
}

/** Logs each startup warning once; call once per process, at start. */
export function logStartupWarnings(config: Pick<Config, 'nodeEnv' | 'deployment' | 'notifications' | 'payments'>, logger: { warn: (fields: object, message: string) => void }) {
  for (const { setting, message } of startupWarnings(config)) logger.warn({ setting }, message);
}
