import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityAccounts } from './account-deletion';

// D45: what the erasure answer says about her identity provider account, for each way the call ends.
let server: Server;
let issuer: string;
const warnings: string[] = [];
const logger = { warn: (_fields: Record<string, unknown>, message: string) => void warnings.push(message) };

beforeAll(async () => {
  // Answers by the subject: "gone" → 404, "broken" → 500, anything else → 204.
  server = createServer((req, res) => {
    res.statusCode = req.url?.endsWith('/gone') ? 404 : req.url?.endsWith('/broken') ? 500 : 204;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createIdentityAccounts', () => {
  it('is not configured without a secret, and calls nothing', async () => {
    expect(await createIdentityAccounts({ issuer: 'http://127.0.0.1:9', adminSecret: undefined, logger }).delete('sub')).toBe('not-configured');
  });

  it('counts 204 and an account already gone (404) as deleted', async () => {
    const accounts = createIdentityAccounts({ issuer, adminSecret: 's'.repeat(32), logger });
    expect(await accounts.delete('a-subject')).toBe('deleted');
    expect(await accounts.delete('gone')).toBe('deleted');
  });

  it('says failed, and logs it, when the provider refuses or cannot be reached', async () => {
    warnings.length = 0;
    expect(await createIdentityAccounts({ issuer, adminSecret: 's'.repeat(32), logger }).delete('broken')).toBe('failed');
    expect(await createIdentityAccounts({ issuer: 'http://127.0.0.1:9', adminSecret: 's'.repeat(32), logger, timeoutMs: 2000 }).delete('x')).toBe('failed');
    expect(warnings).toHaveLength(2);
  });
});
