import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['/api/calendar-feed/AbC_-123.ics', '/api/calendar-feed/[redacted]'],
    ['https://anna.chairly.test/api/calendar-feed/AbC.ics?x=1', 'https://anna.chairly.test/api/calendar-feed/[redacted]?x=1'],
    ['/sandbox/onboarding/tok3n/complete', '/sandbox/onboarding/[redacted]/complete'],
    ['/api/member-invitations/Abc_-123xyzAbc_-123xyz', '/api/member-invitations/[redacted]'],
    ['http://app.chairly.localhost/invitation/Abc_-123xyz?x=1', 'http://app.chairly.localhost/invitation/[redacted]?x=1'],
    ['/appointment/u-1/review?token=abc&rating=5', '/appointment/u-1/review?token=[redacted]&rating=5'],
    ['/settings?code=abc', '/settings?code=[redacted]'],
    ['/x?refresh_token=a&access_token=b&id_token=c&userToken=d', '/x?refresh_token=[redacted]&access_token=[redacted]&id_token=[redacted]&userToken=[redacted]'],
    ['/x?key=a&api_key=b&apiKey=c&client_secret=d&password=e', '/x?key=[redacted]&api_key=[redacted]&apiKey=[redacted]&client_secret=[redacted]&password=[redacted]'],
    ['/x?X-Amz-Signature=a&X-Amz-Credential=b&sig=c&promo_code=d', '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&sig=[redacted]&promo_code=[redacted]'],
    ['/x?Token=abc#top', '/x?Token=[redacted]#top'],
    ['/login?returnTo=%2Foffer%3Fhold%3D1%26token%3Dabc%26x%3D2', '/login?returnTo=%2Foffer%3Fhold%3D1%26token%3D[redacted]%26x%3D2'],
    ['GET https://x.test/cb?code=abc failed', 'GET https://x.test/cb?code=[redacted] failed'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it.each([
    '/api/public/services',
    '/api/calendar-feed',
    '/api/calendar-feed/regenerate',
    '/api/members/invitations/12',
    '/api/members/invitations',
    '/api/appointments?page=2&search=token&order[code]=asc',
    '/api/customers?postcode=10115&monkey=1&keyword=x',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});

it("the logger redacts URLs in a plain `url` field and in an error's message and stack", () => {
  const lines: string[] = [];
  const logger = createLogger('info', new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  logger.warn({ url: '/appointment/u-1/review?token=s3cret1' }, 'server rendering failed');
  logger.error({ err: new Error('GET /api/calendar-feed/s3cret2.ics?code=s3cret3 failed') }, 'unexpected error');
  const log = lines.join('');
  for (const secret of ['s3cret1', 's3cret2', 's3cret3']) expect(log).not.toContain(secret);
  const [first, second] = lines.map((line) => JSON.parse(line) as { url?: string; err?: { message: string; stack: string; type: string } });
  expect(first?.url).toBe('/appointment/u-1/review?token=[redacted]');
  expect(second?.err).toMatchObject({ type: 'Error', message: 'GET /api/calendar-feed/[redacted]?code=[redacted] failed' });
  expect(second?.err?.stack).toContain('/api/calendar-feed/[redacted]');
});
