import { DEMO_PASSWORD } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { beginAuthorization, startTestIdp, type TestIdp } from './helpers/idp-fixture';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestIdp;

beforeAll(async () => {
  db = await createTestDatabase('idp');
  // proxy: true lets each test present its own client IP through X-Forwarded-For.
  idp = await startTestIdp(db.url, { proxy: true, rateLimit: { maxPerEmail: 5, maxPerIp: 8 } });
});
afterAll(async () => {
  await idp?.cleanup();
  await db?.drop();
});

async function attempt(ip: string, email: string, password: string) {
  const auth = await beginAuthorization(idp.issuer);
  const response = await auth.browser.post(
    `${auth.interactionUrl}/signin`,
    { email, password },
    { 'x-forwarded-for': ip },
  );
  return { status: response.status, page: response.status === 303 ? '' : await response.text() };
}

describe('failed sign-in rate limit', () => {
  it('blocks an e-mail after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('10.0.0.1', 'bella@chairly.test', 'Wrong-pass1!')).status).toBe(400);
    }
    const blocked = await attempt('10.0.0.2', 'bella@chairly.test', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.page).toContain('Too many attempts, try again later');
  });

  it('counts unknown e-mails too', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt('10.0.1.1', 'ghost@chairly.test', 'Nope-nope1!')).status).toBe(400);
    expect((await attempt('10.0.1.2', 'ghost@chairly.test', 'Nope-nope1!')).status).toBe(429);
  });

  it('resets the e-mail counter after a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('10.0.2.1', 'carla@chairly.test', 'Wrong-pass1!');
    expect((await attempt('10.0.2.1', 'carla@chairly.test', DEMO_PASSWORD)).status).toBe(303);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('10.0.2.2', 'carla@chairly.test', 'Wrong-pass1!')).status).toBe(400);
    expect((await attempt('10.0.2.3', 'carla@chairly.test', DEMO_PASSWORD)).status).toBe(303);
  });

  it('blocks an IP that fails across many e-mails', async () => {
    for (let i = 0; i < 8; i += 1)
      expect((await attempt('10.0.3.1', `user${i}@chairly.test`, 'Wrong-pass1!')).status).toBe(400);
    expect((await attempt('10.0.3.1', 'anna@chairly.test', DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt('10.0.3.9', 'anna@chairly.test', DEMO_PASSWORD)).status).toBe(303);
  });
});
