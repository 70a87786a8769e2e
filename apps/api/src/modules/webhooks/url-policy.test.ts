import { describe, expect, it } from 'vitest';
import { addressAllowed, urlProblem } from './url-policy';

const production = { allowLoopback: false };
const local = { allowLoopback: true };

describe('webhook URL policy (D47)', () => {
  it('in production takes only https to a public host', () => {
    expect(urlProblem('https://hooks.example.com/chairly', production)).toBeNull();
    expect(urlProblem('https://93.184.216.34/x', production)).toBeNull();
    for (const url of [
      'http://hooks.example.com/x', 'http://127.0.0.1:8080/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://app.localhost/x',
      'https://10.1.2.3/', 'https://172.16.0.1/', 'https://192.168.0.10/', 'https://169.254.169.254/latest/meta-data', 'https://100.64.0.1/',
      'https://[::1]/', 'https://[fd12::1]/', 'https://[fe80::1]/', 'https://[::ffff:10.0.0.1]/', 'https://0.0.0.0/', 'https://user:pw@example.com/',
    ]) expect(urlProblem(url, production), url).not.toBeNull();
  });

  it('in development and test also takes http to loopback, and nothing else private', () => {
    for (const url of ['http://127.0.0.1:4000/hooks', 'http://localhost:4000/hooks', 'http://[::1]:4000/']) expect(urlProblem(url, local), url).toBeNull();
    for (const url of ['http://example.com/x', 'https://10.0.0.1/', 'https://192.168.1.1/']) expect(urlProblem(url, local), url).not.toBeNull();
  });

  it('judges resolved addresses at delivery the same way (a public name that resolves inside is refused)', () => {
    expect(addressAllowed('93.184.216.34', production)).toBe(true);
    expect(addressAllowed('2606:2800:220:1:248:1893:25c8:1946', production)).toBe(true);
    for (const ip of ['127.0.0.1', '10.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:192.168.1.1', 'fd00::1']) expect(addressAllowed(ip, production), ip).toBe(false);
    expect(addressAllowed('127.0.0.1', local)).toBe(true);
    expect(addressAllowed('10.0.0.1', local)).toBe(false);
  });
});
