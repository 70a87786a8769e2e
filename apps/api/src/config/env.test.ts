import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('runs on defaults alone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      baseDomain: 'chairly.localhost',
      publicProtocol: 'http',
      publicPort: 3000,
      databaseUrl: undefined,
      idpPort: 3001,
      oidc: { issuer: 'http://localhost:3001', clientId: 'chairly-web', external: false },
      corsOrigins: [],
      rateLimitMax: 300,
    });
    expect(config.dataDir).toBe(path.resolve('.data'));
  });

  it('derives the public port and issuer from the ports, and reads lists', () => {
    const config = loadConfig({ PORT: '8080', IDP_PORT: '9000', CORS_ORIGINS: 'https://a.example/, https://b.example' });
    expect(config.publicPort).toBe(8080);
    expect(config.oidc.issuer).toBe('http://localhost:9000');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('treats an empty PUBLIC_PORT as no port (80/443 behind a proxy) and an issuer as external', () => {
    const config = loadConfig({ PUBLIC_PORT: '', OIDC_ISSUER: 'https://login.example.com/', DATABASE_URL: 'postgres://u:p@db/x' });
    expect(config.publicPort).toBeNull();
    expect(config.oidc).toMatchObject({ issuer: 'https://login.example.com', external: true });
    expect(config.databaseUrl).toBe('postgres://u:p@db/x');
  });

  it('lists every problem readably, naming the variable and the value', () => {
    const found = problems({ PORT: 'abc', PUBLIC_PROTOCOL: 'ftp', DATABASE_URL: 'mysql://x', RATE_LIMIT_MAX: '0', NODE_ENV: 'prod' });
    expect(found).toEqual(
      expect.arrayContaining([
        "PORT: expected a whole number from 1 to 65535, got 'abc'",
        "PUBLIC_PROTOCOL: expected http or https, got 'ftp'",
        "DATABASE_URL: expected a postgres:// connection string, got 'mysql://x'",
        "RATE_LIMIT_MAX: expected a whole number of requests per minute, at least 1, got '0'",
        "NODE_ENV: expected development, test or production, got 'prod'",
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('rejects ports out of range and malformed origins', () => {
    expect(problems({ PORT: '70000' })).toEqual(["PORT: expected a whole number from 1 to 65535, got '70000'"]);
    expect(problems({ CORS_ORIGINS: 'not a url' })[0]).toMatch(/^CORS_ORIGINS: expected a comma-separated list/);
    expect(problems({ BASE_DOMAIN: 'bad domain' })[0]).toMatch(/^BASE_DOMAIN: expected a host name/);
  });

  it('names a malformed connection URL instead of crashing on it', () => {
    expect(problems({ DATABASE_URL: 'not a url' })[0]).toMatch(/^DATABASE_URL: expected a postgres:\/\/ connection string/);
    expect(problems({ SMTP_URL: 'not a url' })[0]).toMatch(/^SMTP_URL: /);
  });

  it('puts all problems in one message without a stack-worthy cause', () => {
    try {
      loadConfig({ PORT: 'x', IDP_PORT: 'y' });
    } catch (error) {
      expect((error as Error).message).toBe(
        "Invalid configuration:\n  - PORT: expected a whole number from 1 to 65535, got 'x'\n  - IDP_PORT: expected a whole number from 1 to 65535, got 'y'",
      );
    }
    expect.assertions(1);
  });
});

describe('payments configuration', () => {
  it('uses the sandbox gateway without a Stripe secret key', () => {
    const { payments } = loadConfig({});
    expect(payments).toEqual({ provider: 'sandbox', currency: 'usd', applicationFeePercent: 0, stripe: null });
  });

  it('switches to stripe with a secret key and reads the stand-in host', () => {
    const { payments } = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      APPLICATION_FEE_PERCENT: '2.5',
    });
    expect(payments.provider).toBe('stripe');
    expect(payments.applicationFeePercent).toBe(2.5);
    expect(payments.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(payments.stripe).toMatchObject({ webhookSecret: 'whsec_abc', connectWebhookSecret: 'whsec_connect' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_CONNECT_WEBHOOK_SECRET: 'connect' })).toThrow(/STRIPE_CONNECT_WEBHOOK_SECRET/);
  });

  it('never echoes a malformed secret key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops-secret' })).toThrow(/STRIPE_SECRET_KEY: .*a value \(hidden\)/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops-secret' })).not.toThrow(/oops-secret/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).not.toThrow(/hunter2/);
  });
});

describe('trusted proxies', () => {
  it('trusts no proxy by default, not even loopback or under https', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ PUBLIC_PROTOCOL: 'https' }).trustedProxies).toEqual([]);
  });

  it('reads a list of addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.7 ,fd00::/8,::1,' }).trustedProxies).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8', '::1']);
  });

  it('names each entry that is not an address or a range, and refuses a range that holds every address', () => {
    const [problem] = problems({ TRUSTED_PROXIES: 'lb.internal, 10.0.0.0/33, 0.0.0.0/0, 10.1.2.3' });
    expect(problem).toMatch(/^TRUSTED_PROXIES: expected a comma-separated list of IP addresses or CIDR ranges/);
    expect(problem).toContain("'lb.internal' is not an IP address or a CIDR range");
    expect(problem).toContain("'10.0.0.0/33' has a prefix length outside 1–32");
    expect(problem).toContain("'0.0.0.0/0' would trust every address, clients included");
    expect(problem).not.toContain("'10.1.2.3' ");
  });

  it('refuses the old hop count, pointing to TRUSTED_PROXIES', () => {
    expect(problems({ TRUST_PROXY_HOPS: '1' })).toEqual([
      "TRUST_PROXY_HOPS: is no longer read (a hop count trusts any peer): list the addresses of your proxies in TRUSTED_PROXIES instead and remove TRUST_PROXY_HOPS, got '1'",
    ]);
  });
});

describe('deployment: local system or real domain (issue #28)', () => {
  /** Everything a real domain needs: no sandbox in effect. */
  const REAL: Record<string, string> = {
    BASE_DOMAIN: 'salon.example',
    PUBLIC_PROTOCOL: 'https',
    OIDC_ISSUER: 'https://login.salon.example',
    STRIPE_SECRET_KEY: 'sk_live_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    SMTP_URL: 'smtps://user:pass@smtp.salon.example',
    MAIL_FROM: 'Salon <no-reply@salon.example>',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15550000000',
  };
  const without = (...names: string[]) => Object.fromEntries(Object.entries(REAL).filter(([name]) => !names.includes(name)));
  const ALL_ON = { payments: true, identity: true, mail: true, sms: true, http: true };
  const ALL_OFF = { payments: false, identity: false, mail: false, sms: false, http: false };

  it('a .localhost system runs the whole demo on no settings, as before', () => {
    for (const domain of ['chairly.localhost', 'localhost', 'a.b.localhost']) {
      const config = loadConfig({ BASE_DOMAIN: domain });
      expect(config.deployment, domain).toEqual({ local: true, sandboxes: ALL_ON, outboxPage: true, demoData: true, demoAccounts: true });
      expect(config.payments.provider).toBe('sandbox');
      expect(config.oidc.external).toBe(false);
    }
    // The benches run production builds on .localhost: their sandboxes stay; the outbox page stays off as before.
    expect(loadConfig({ NODE_ENV: 'production' }).deployment).toEqual({ local: true, sandboxes: ALL_ON, outboxPage: false, demoData: true, demoAccounts: false });
    // A real setting still wins locally, as before.
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', OIDC_ISSUER: 'https://login.example.com' }).deployment.sandboxes).toMatchObject({ payments: false, identity: false });
  });

  it('a real domain without settings is refused, in one message naming each missing setting', () => {
    let message = '';
    try {
      loadConfig({ BASE_DOMAIN: 'salon.example', NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Chairly does not start on BASE_DOMAIN=salon\.example \(not localhost or a \.localhost name\).*SANDBOXES/);
    const named = message.split('\n').slice(1).map((line) => line.replace(/^ {2}- /, '').split(':')[0]);
    expect(named).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'OIDC_ISSUER',
      'SMTP_URL',
      'MAIL_FROM',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'PUBLIC_PROTOCOL',
    ]);
    expect(message).toContain('OIDC_ISSUER: not set; without it the development identity provider would run (open sign-up, unverified e-mails) (or name identity in SANDBOXES)');
    expect(message).toContain('PUBLIC_PROTOCOL: must be https: sign-in and sessions would travel unencrypted (or name http in SANDBOXES)');
    // Names that merely contain "localhost" are real domains; loopback or NODE_ENV decide nothing.
    for (const domain of ['localhost.salon.example', 'mylocalhost', 'chairly.localhost.example']) {
      expect(problems({ BASE_DOMAIN: domain, HOST: '127.0.0.1', NODE_ENV: 'development' }), domain).toHaveLength(10);
    }
  });

  it('a fully configured real domain starts with no sandbox, no outbox page and no demo data', () => {
    const config = loadConfig(REAL);
    expect(config.deployment).toEqual({ local: false, sandboxes: ALL_OFF, outboxPage: false, demoData: false, demoAccounts: false });
    expect(config.payments.provider).toBe('stripe');
    expect(config.oidc).toMatchObject({ issuer: 'https://login.salon.example', external: true });
    expect(problems(without('TWILIO_FROM', 'STRIPE_WEBHOOK_SECRET'))).toEqual([
      "STRIPE_WEBHOOK_SECRET: not set; without it Stripe's webhooks would all be refused (or name payments in SANDBOXES)",
      'TWILIO_FROM: not set; without it SMS would only be recorded in the outbox table, never sent (or name sms in SANDBOXES)',
    ]);
  });

  it('SANDBOXES switches on each named sandbox, and only it; the outbox page stays local-only', () => {
    const staging = loadConfig({ ...without('STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'), SANDBOXES: 'payments' });
    expect(staging.deployment).toEqual({ local: false, sandboxes: { ...ALL_OFF, payments: true }, outboxPage: false, demoData: false, demoAccounts: false });
    expect(staging.payments).toMatchObject({ provider: 'sandbox', stripe: null });

    const everything = loadConfig({ BASE_DOMAIN: 'staging.salon.example', SANDBOXES: ' Payments, identity,mail , sms,http ' });
    expect(everything.deployment).toEqual({ local: false, sandboxes: ALL_ON, outboxPage: false, demoData: false, demoAccounts: false });
    expect(everything.oidc.external).toBe(false);

    const messagesOnly = loadConfig({ ...without('SMTP_URL', 'MAIL_FROM', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'), SANDBOXES: 'mail,sms' });
    expect(messagesOnly.deployment.sandboxes).toEqual({ ...ALL_OFF, mail: true, sms: true });
    expect(messagesOnly.deployment.outboxPage).toBe(false);

    // Another sandbox's settings are still required.
    expect(problems({ ...without('OIDC_ISSUER', 'SMTP_URL'), SANDBOXES: 'identity' })).toEqual([
      'SMTP_URL: not set; without it e-mails would only be recorded in the outbox table, never sent (or name mail in SANDBOXES)',
    ]);
    expect(problems({ ...without('PUBLIC_PROTOCOL'), SANDBOXES: '' })).toEqual([
      'PUBLIC_PROTOCOL: must be https: sign-in and sessions would travel unencrypted (or name http in SANDBOXES)',
    ]);
    expect(loadConfig({ ...REAL, PUBLIC_PROTOCOL: 'http', SANDBOXES: 'http' }).deployment.sandboxes).toEqual({ ...ALL_OFF, http: true });
  });

  it('refuses unknown sandbox names and a sandbox named next to its own settings', () => {
    expect(problems({ SANDBOXES: 'payments,outbox' })).toEqual([
      "SANDBOXES: expected a comma-separated list of payments, identity, mail, sms, http; 'outbox' is not one, got 'payments,outbox'",
    ]);
    expect(problems({ ...REAL, SANDBOXES: 'payments' })).toEqual([
      'SANDBOXES: names payments, but STRIPE_SECRET_KEY is set; unset STRIPE_SECRET_KEY or take payments out of SANDBOXES',
      'SANDBOXES: names payments, but STRIPE_PUBLISHABLE_KEY is set; unset STRIPE_PUBLISHABLE_KEY or take payments out of SANDBOXES',
      'SANDBOXES: names payments, but STRIPE_WEBHOOK_SECRET is set; unset STRIPE_WEBHOOK_SECRET or take payments out of SANDBOXES',
    ]);
    expect(problems({ OIDC_ISSUER: 'https://login.example.com', SANDBOXES: 'identity' })).toEqual([
      'SANDBOXES: names identity, but OIDC_ISSUER is set; unset OIDC_ISSUER or take identity out of SANDBOXES',
    ]);
  });
});
