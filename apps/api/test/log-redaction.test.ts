import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildApp } from '../src/app';
import { createLogger } from '../src/lib/logger';
import { stylistAuth } from './auth';
import { createMigratedDatabase, HOSTS, testConfig } from './helpers';

/** Issue #28.5: secrets in URLs (the feed token, `?token=`, `?code=`, …) never reach the request log. */

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  app = await buildApp({ config: testConfig(), db: db.database, logger: createLogger('info', sink), webDist: '/nonexistent' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** The URLs of the request lines Fastify wrote ("incoming request"). */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url === undefined ? [] : [entry.req.url]));

describe('URLs in the request log', () => {
  it("writes a calendar feed poll without the feed's token, and the feed still answers", async () => {
    const { rows } = await db.database.pool.query<{ id: string }>("SELECT id FROM stylists WHERE subdomain = 'anna'");
    const headers = { host: HOSTS.app, ...(await stylistAuth(app, { id: Number(rows[0]!.id), subdomain: 'anna' })) };
    const created = await app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers });
    const feedUrl = new URL(created.json<{ url: string }>().url);
    const token = feedUrl.pathname.split('/').pop()!.replace(/\.ics$/, '');
    lines.length = 0;

    const poll = await app.inject({ method: 'GET', url: feedUrl.pathname, headers: { host: feedUrl.hostname } });
    expect(poll.statusCode).toBe(200);
    expect(lines.join('')).not.toContain(token);
    expect(loggedUrls()).toContain('/api/calendar-feed/[redacted]');
    // The stylist's own calls keep their path.
    await app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers });
    expect(loggedUrls()).toContain('/api/calendar-feed/regenerate');
  });

  it('writes links without the values of token, code and other secret query parameters, and keeps the rest', async () => {
    lines.length = 0;
    const secrets = ['rev1ewT0ken', 'onb0ardC0de', 'refr3sh', 'k3yValue', 'sign4ture', 'nest3dT0ken'];
    const urls = [
      `/appointment/7f1c1a52-8d7b-4f0e-9b55-0c3c4e1f2a10/review?token=${secrets[0]}&rating=5`,
      `/settings?activeTab=payments&code=${secrets[1]}`,
      `/api/public/services?refresh_token=${secrets[2]}&KEY=${secrets[3]}&X-Amz-Signature=${secrets[4]}`,
      `/login?returnTo=${encodeURIComponent(`/waitlist/offer?hold=abc&token=${secrets[5]}`)}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url, headers: { host: HOSTS.anna } });
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(loggedUrls()).toEqual(
      expect.arrayContaining([
        '/appointment/7f1c1a52-8d7b-4f0e-9b55-0c3c4e1f2a10/review?token=[redacted]&rating=5',
        '/settings?activeTab=payments&code=[redacted]',
        '/api/public/services?refresh_token=[redacted]&KEY=[redacted]&X-Amz-Signature=[redacted]',
        `/login?returnTo=${encodeURIComponent('/waitlist/offer?hold=abc&token=')}[redacted]`,
      ]),
    );
  });
});
