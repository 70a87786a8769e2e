import { describe, expect, it } from 'vitest';
import { keyRefusal } from './api-key-access';

describe('keyRefusal', () => {
  it('lets a read key read and a read-write key write her data', () => {
    expect(keyRefusal('read', 'GET', '/api/customers')).toBeNull();
    expect(keyRefusal('read', 'HEAD', '/api/customers/:id')).toBeNull();
    expect(keyRefusal('read-write', 'POST', '/api/appointments')).toBeNull();
    expect(keyRefusal('read-write', 'DELETE', '/api/services/:id')).toBeNull();
  });

  it('refuses every write to a read key', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(keyRefusal('read', method, '/api/customers')).toMatch(/only read/);
  });

  it('refuses key and webhook management, billing, payment accounts, exports and erasure to every key', () => {
    for (const url of ['/api/api-keys', '/api/api-keys/:id', '/api/webhooks', '/api/webhooks/:id/deliveries', '/api/subscription/stylist', '/api/stylist/:provider/account', '/api/exports', '/api/exports/customers.csv', '/api/customers/:id/erase']) {
      expect(keyRefusal('read-write', 'GET', url), url).toMatch(/cannot use this route/);
    }
  });

  it('does not refuse routes that merely start alike', () => {
    expect(keyRefusal('read', 'GET', '/api/api-keysmith')).toBeNull();
    expect(keyRefusal('read', 'GET', '/api/customers/:id')).toBeNull();
  });
});
