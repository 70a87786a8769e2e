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
