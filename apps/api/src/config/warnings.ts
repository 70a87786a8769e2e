import type { Config } from './env';

export type StartupWarning = { setting: string; message: string };

/**
 * Settings that start fine but are almost certainly a mistake. Production only: in development the
 * dev outbox (/dev/outbox) is where mail and SMS are meant to go.
 */
export function startupWarnings(config: Pick<Config, 'nodeEnv' | 'notifications' | 'payments'>): StartupWarning[] {
  if (config.nodeEnv !== 'production') return [];
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
  return warnings;
}

/** Logs each startup warning once; call once per process, at start. */
export function logStartupWarnings(config: Pick<Config, 'nodeEnv' | 'notifications' | 'payments'>, logger: { warn: (fields: object, message: string) => void }) {
  for (const { setting, message } of startupWarnings(config)) logger.warn({ setting }, message);
}
