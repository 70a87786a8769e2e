import { z } from 'zod';

/**
 * The development stand-ins, by the name SANDBOXES switches them on with:
 * payments: the payment sandbox instead of Stripe (its pages "pay" without a card network);
 * identity: the development identity provider instead of OIDC_ISSUER (open sign-up);
 * mail / sms: messages recorded in the outbox table instead of sent by SMTP / Twilio;
 * http: PUBLIC_PROTOCOL=http (sessions travel unencrypted).
 */
export const SANDBOX_NAMES = ['payments', 'identity', 'mail', 'sms', 'http'] as const;
export type SandboxName = (typeof SANDBOX_NAMES)[number];

/** What this system may do for development's sake; decided once, in loadConfig, and read everywhere. */
export type Deployment = {
  /** BASE_DOMAIN is `localhost` or a `.localhost` name, which only this machine resolves. */
  local: boolean;
  /**
   * The stand-ins in effect: on a local system each one whose settings are unset (as always);
   * elsewhere only those named in SANDBOXES. Gateways, pages and the start read this, nothing else.
   */
  sandboxes: Record<SandboxName, boolean>;
  /** `/dev/outbox` and `/dev/outbox.json`: on a local system only (and not with NODE_ENV=production), whatever SANDBOXES says. */
  outboxPage: boolean;
  /** The demo stylists and customers: seeded on a local system only (first start of the embedded database, `npm run db:seed`). */
  demoData: boolean;
  /** The development identity provider's demo accounts, whose passwords are in the README. */
  demoAccounts: boolean;
};

const LIST_ERROR = `expected a comma-separated list of ${SANDBOX_NAMES.join(', ')}`;

/** SANDBOXES: names, comma-separated; unset or empty = none. */
export const sandboxesSetting = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== ''))
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !(SANDBOX_NAMES as readonly string[]).includes(name));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `${LIST_ERROR}; ${unknown.map((n) => `'${n}'`).join(', ')} is not one` });
  })
  .transform((names) => names as SandboxName[]);

/** The parsed settings the decision reads (unset = undefined). */
export type DeploymentSettings = {
  NODE_ENV: 'development' | 'test' | 'production';
  BASE_DOMAIN: string;
  SANDBOXES: SandboxName[];
  PUBLIC_PROTOCOL: 'http' | 'https';
  OIDC_ISSUER?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  /** MAIL_FROM as given (its default names chairly.localhost); undefined when unset. */
  MAIL_FROM?: string | undefined;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
};

type Requirement = { setting: keyof DeploymentSettings; given: (s: DeploymentSettings) => boolean; without: string };

const isSet = (setting: keyof DeploymentSettings) => (s: DeploymentSettings) => s[setting] !== undefined;

/**
 * What each sandbox stands in for: the settings a real deployment gives instead, each with what
 * would happen without it (the refusal's wording).
 */
const REQUIREMENTS: Record<SandboxName, Requirement[]> = {
  identity: [
    { setting: 'OIDC_ISSUER', given: isSet('OIDC_ISSUER'), without: 'the development identity provider would run (open sign-up, unverified e-mails)' },
  ],
  payments: [
    { setting: 'STRIPE_SECRET_KEY', given: isSet('STRIPE_SECRET_KEY'), without: 'the payment sandbox would take payments and subscriptions that nobody is charged for' },
    { setting: 'STRIPE_PUBLISHABLE_KEY', given: isSet('STRIPE_PUBLISHABLE_KEY'), without: 'browsers could not save cards with Stripe' },
    { setting: 'STRIPE_WEBHOOK_SECRET', given: isSet('STRIPE_WEBHOOK_SECRET'), without: "Stripe's webhooks would all be refused" },
  ],
  mail: [
    { setting: 'SMTP_URL', given: isSet('SMTP_URL'), without: 'e-mails would only be recorded in the outbox table, never sent' },
    { setting: 'MAIL_FROM', given: isSet('MAIL_FROM'), without: 'e-mails would be sent from no-reply@chairly.localhost' },
  ],
  sms: (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).map((setting) => ({
    setting,
    given: isSet(setting),
    without: 'SMS would only be recorded in the outbox table, never sent',
  })),
  http: [
    { setting: 'PUBLIC_PROTOCOL', given: (s) => s.PUBLIC_PROTOCOL === 'https', without: 'must be https: sign-in and sessions would travel unencrypted' },
  ],
};

/** Settings that contradict naming the sandbox (MAIL_FROM does not: it only goes with SMTP_URL). */
const STAND_IN_FOR: Record<SandboxName, Requirement[]> = {
  ...REQUIREMENTS,
  mail: REQUIREMENTS.mail.filter((r) => r.setting === 'SMTP_URL'),
};

/** When each stand-in runs, as before SANDBOXES existed (a secret key alone already means Stripe). */
const IN_EFFECT: Record<SandboxName, (s: DeploymentSettings) => boolean> = {
  identity: (s) => s.OIDC_ISSUER === undefined,
  payments: (s) => s.STRIPE_SECRET_KEY === undefined,
  mail: (s) => s.SMTP_URL === undefined,
  sms: (s) => !(s.TWILIO_ACCOUNT_SID && s.TWILIO_AUTH_TOKEN && s.TWILIO_FROM),
  http: (s) => s.PUBLIC_PROTOCOL === 'http',
};

export function isLocalDomain(baseDomain: string): boolean {
  return baseDomain === 'localhost' || baseDomain.endsWith('.localhost');
}

/**
 * Each setting a start on this BASE_DOMAIN lacks, one readable line each; empty when it may start.
 * A real domain needs every setting of each sandbox it does not name in SANDBOXES. Anywhere, a
 * sandbox named next to its own settings is refused: one of the two would be silently ignored.
 */
export function deploymentProblems(settings: DeploymentSettings): string[] {
  const named = new Set(settings.SANDBOXES);
  const problems: string[] = [];
  for (const name of SANDBOX_NAMES) {
    if (named.has(name)) {
      for (const r of STAND_IN_FOR[name].filter((r) => r.given(settings))) {
        problems.push(`SANDBOXES: names ${name}, but ${r.setting} is set; unset ${r.setting} or take ${name} out of SANDBOXES`);
      }
    } else if (!isLocalDomain(settings.BASE_DOMAIN)) {
      for (const r of REQUIREMENTS[name].filter((r) => !r.given(settings))) {
        problems.push(`${r.setting}: ${r.setting === 'PUBLIC_PROTOCOL' ? '' : 'not set; without it '}${r.without} (or name ${name} in SANDBOXES)`);
      }
    }
  }
  return problems;
}

/** The heading of deploymentProblems' list: a refusal on a real domain, a plain config error on a local one. */
export function deploymentHeading(baseDomain: string): string {
  if (isLocalDomain(baseDomain)) return 'Invalid configuration:';
  return (
    `Chairly does not start on BASE_DOMAIN=${baseDomain} (not localhost or a .localhost name) with development stand-ins ` +
    'in place of real services. Set each setting below, or switch its sandbox on by name in SANDBOXES (docs/operations.md, "Deploying"):'
  );
}

/** The decision; call only when deploymentProblems found none. */
export function decideDeployment(settings: DeploymentSettings): Deployment {
  const local = isLocalDomain(settings.BASE_DOMAIN);
  // Settings without problems leave a stand-in's settings unset only where it may run (local, or named).
  const sandboxes = Object.fromEntries(SANDBOX_NAMES.map((name) => [name, IN_EFFECT[name](settings)])) as Record<SandboxName, boolean>;
  return {
    local,
    sandboxes,
    outboxPage: local && settings.NODE_ENV !== 'production',
    demoData: local,
    demoAccounts: local && settings.NODE_ENV !== 'production',
  };
}
