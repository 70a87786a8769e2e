import { afterEach, describe, expect, it, vi } from 'vitest';

const SIGNED_IN = 'signed_in=1; Path=/';

afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
  vi.resetModules();
});

describe('the API token', () => {
  it("is kept in this tab's sessionStorage, never in a cookie, and is read again after a page load", async () => {
    document.cookie = SIGNED_IN; // the server's hint beside its HttpOnly refresh cookie
    const page = await import('./cookies');
    page.storeTokens({ userToken: 'header.claims.signature' });
    expect(document.cookie).not.toContain('header.claims.signature');

    vi.resetModules(); // a page load: the module's memory is gone, the tab's storage is not
    const reloaded = await import('./cookies');
    expect(reloaded.readApiToken()).toBe('header.claims.signature');
  });

  it('is forgotten on sign-out in this tab', async () => {
    document.cookie = SIGNED_IN;
    const page = await import('./cookies');
    page.storeTokens({ userToken: 'header.claims.signature' });
    page.clearAuthCookies();
    expect(page.readApiToken()).toBeNull();
    vi.resetModules();
    expect((await import('./cookies')).readApiToken()).toBeNull();
  });

  it('counts for nothing once the session ended on another host or tab (the server cleared its hint)', async () => {
    document.cookie = SIGNED_IN;
    const page = await import('./cookies');
    page.storeTokens({ userToken: 'header.claims.signature' });
    document.cookie = 'signed_in=; Max-Age=0; Path=/'; // sign-out elsewhere: the hint is gone domain-wide
    expect(page.readApiToken()).toBeNull();
    expect(sessionStorage.getItem('chairly.apiToken')).toBeNull();
  });
});
