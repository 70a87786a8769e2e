import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { logStartupWarnings, startupWarnings } from './warnings';

const TWILIO = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15550000000' };

describe('startup warnings', () => {
  it('in production without SMTP_URL or Twilio: one warning for each, naming the settings', () => {
    const warnings = startupWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(warnings.map((w) => w.setting)).toEqual(['SMTP_URL', 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM']);
    expect(warnings[0]?.message).toMatch(/SMTP_URL is not set.*development outbox/);
  });

  it('an incomplete Twilio setup warns too', () => {
    const { TWILIO_FROM: _from, ...partial } = TWILIO;
    const settings = startupWarnings(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com', ...partial })).map((w) => w.setting);
    expect(settings).toEqual(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM']);
  });

  it('none when configured, and none outside production', () => {
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com', ...TWILIO }))).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it('in stripe mode, names each webhook secret that is missing', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@smtp.example.com', ...TWILIO, STRIPE_SECRET_KEY: 'sk_live_123' };
    const settings = (env: Record<string, string>) => startupWarnings(loadConfig({ ...production, ...env })).map((w) => w.setting);
    expect(settings({})).toEqual(['STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET']);
    expect(settings({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual(['STRIPE_CONNECT_WEBHOOK_SECRET']);
    expect(settings({ STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_2' })).toEqual([]);
  });

  it('on a real domain, names each sandbox SANDBOXES switched on, whatever NODE_ENV says', () => {
    const staging = { BASE_DOMAIN: 'staging.salon.example', SANDBOXES: 'payments,identity,mail,sms,http' };
    const warnings = startupWarnings(loadConfig(staging));
    expect(warnings.map((w) => w.setting)).toEqual(['SMTP_URL', 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM', 'SANDBOXES', 'SANDBOXES', 'SANDBOXES']);
    expect(warnings.slice(2).map((w) => w.message)).toEqual([
      expect.stringMatching(/^SANDBOXES names payments: .*nobody is charged for/),
      expect.stringMatching(/^SANDBOXES names identity: the development identity provider/),
      expect.stringMatching(/^SANDBOXES names http: .*unencrypted/),
    ]);
  });

  it('logs each warning at warn level with the setting', () => {
    const logged: [object, string][] = [];
    logStartupWarnings(loadConfig({ NODE_ENV: 'production', ...TWILIO }), { warn: (fields, message) => logged.push([fields, message]) });
    expect(logged).toEqual([[{ setting: 'SMTP_URL' }, expect.stringContaining('SMTP_URL is not set')]]);
  });
});
