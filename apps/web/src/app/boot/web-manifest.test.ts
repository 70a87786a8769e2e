import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest, manifestHref } from './web-manifest';

describe('manifestHref', () => {
  it.each([
    ['/services/book', '/manifest.webmanifest?app=booking'],
    ['/services/booking/12', '/manifest.webmanifest?app=booking'],
    ['/appointment/0b6f/review', '/manifest.webmanifest?app=booking'],
    ['/', '/manifest.webmanifest'],
    ['/apps/calendar', '/manifest.webmanifest'],
    ['/login', '/manifest.webmanifest'],
  ])('%s → %s', (pathname, href) => {
    expect(manifestHref(pathname)).toBe(href);
  });
});

describe('linkManifest', () => {
  afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

  it("points the page's manifest link at the booking app on a booking page", () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest" />');
    linkManifest('/services/book/date-time');
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/manifest.webmanifest?app=booking');
  });
});
