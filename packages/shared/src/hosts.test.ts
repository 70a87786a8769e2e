import { describe, expect, it } from 'vitest';
import { detectHost, hostOrigin } from './hosts';

const BASE = 'chairly.localhost';

describe('detectHost', () => {
  it.each([
    ['chairly.localhost', { kind: 'root' }],
    ['www.chairly.localhost', { kind: 'root' }],
    ['app.chairly.localhost', { kind: 'app' }],
    ['www.app.chairly.localhost', { kind: 'app' }],
    ['anna.chairly.localhost', { kind: 'stylist', subdomain: 'anna' }],
    ['www.anna.chairly.localhost', { kind: 'stylist', subdomain: 'anna' }],
    ['chairly.localhost:3000', { kind: 'root' }],
    ['anna.chairly.localhost:3000', { kind: 'stylist', subdomain: 'anna' }],
    ['Anna.Chairly.LOCALHOST', { kind: 'stylist', subdomain: 'anna' }],
    ['APP.chairly.localhost:8080', { kind: 'app' }],
    ['anna.chairly.localhost.', { kind: 'stylist', subdomain: 'anna' }],
    ['example.com', { kind: 'foreign' }],
    ['evilchairly.localhost', { kind: 'foreign' }],
    ['a.b.chairly.localhost', { kind: 'foreign' }],
    ['localhost', { kind: 'foreign' }],
    ['127.0.0.1:3000', { kind: 'foreign' }],
  ])('%s → %j', (hostname, expected) => {
    expect(detectHost(hostname, BASE)).toEqual(expected);
  });

  it('compares the base domain case-insensitively', () => {
    expect(detectHost('bella.chairly.example', 'Chairly.Example')).toEqual({ kind: 'stylist', subdomain: 'bella' });
  });
});

describe('hostOrigin', () => {
  it('builds origins with and without subdomain and port', () => {
    expect(hostOrigin('app', { protocol: 'http:', baseDomain: BASE, port: 3000 })).toBe('http://app.chairly.localhost:3000');
    expect(hostOrigin(null, { protocol: 'https', baseDomain: 'chairly.example' })).toBe('https://chairly.example');
    expect(hostOrigin('anna', { protocol: 'http', baseDomain: BASE, port: '' })).toBe('http://anna.chairly.localhost');
  });
});
