import { describe, expect, it } from 'vitest';
import { createRuntime, parseAppConfig } from './app-config';

const served = {
  baseDomain: 'chairly.localhost',
  publicProtocol: 'http',
  publicPort: 3000,
  oidc: null,
  paymentProvider: 'sandbox',
};
const at = (hostname: string, port = '3000') => ({ hostname, protocol: 'http:', port });

describe('app config', () => {
  it('accepts a config without an identity provider and rejects one without a base domain', () => {
    expect(parseAppConfig(served).oidc).toBeNull();
    expect(() => parseAppConfig({ ...served, baseDomain: '' })).toThrow();
    expect(() => parseAppConfig({ ...served, oidc: { issuer: 'x' } })).toThrow();
    expect(() => parseAppConfig({ ...served, publicPort: true })).toThrow();
    expect(() => parseAppConfig({ ...served, paymentProvider: undefined })).toThrow();
    expect(() => parseAppConfig(null)).toThrow();
    expect(
      parseAppConfig({ ...served, oidc: { issuer: 'https://id', clientId: 'c', extra: 1 } }).oidc,
    ).toEqual({
      issuer: 'https://id',
      clientId: 'c',
    });
  });

  it('detects the host kind from the page hostname at run time', () => {
    const config = parseAppConfig(served);
    expect(createRuntime(config, at('chairly.localhost')).host).toEqual({ kind: 'root' });
    expect(createRuntime(config, at('www.chairly.localhost')).host).toEqual({ kind: 'root' });
    expect(createRuntime(config, at('app.chairly.localhost')).host).toEqual({ kind: 'app' });
    expect(createRuntime(config, at('anna.chairly.localhost')).host).toEqual({
      kind: 'stylist',
      subdomain: 'anna',
    });
  });

  it('builds origins of the other hosts from the public protocol and port', () => {
    const runtime = createRuntime(parseAppConfig(served), at('chairly.localhost', '8080'));
    expect(runtime.originOf('app')).toBe('http://app.chairly.localhost:3000');
    expect(runtime.originOf(null)).toBe('http://chairly.localhost:3000');
    const dev = createRuntime(parseAppConfig(served), at('chairly.localhost', '5173'), {
      useLocationPort: true,
    });
    expect(dev.originOf('anna')).toBe('http://anna.chairly.localhost:5173');
    const noPort = createRuntime(
      parseAppConfig({ ...served, publicProtocol: 'https', publicPort: null }),
      at('x'),
    );
    expect(noPort.originOf('app')).toBe('https://app.chairly.localhost');
  });
});
