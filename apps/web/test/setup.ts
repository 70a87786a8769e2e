import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';

// The web project runs without isolation (vitest.config.ts: one jsdom and one worker for many
// files), so this file, which runs before each test file, gives every file a clean start:
// - the app's own modules are evaluated afresh for each file (its `vi.mock`s apply, module state
//   such as the i18n instance, the API client's tokens or caches starts new); packages in
//   node_modules stay loaded, which is what saves the time;
vi.resetModules();
// - react-i18next (a package) forgets the previous file's i18n instance, as a fresh file has none;
setI18n(undefined as unknown as Parameters<typeof setI18n>[0]);

afterEach(() => {
  cleanup();
  // - toasts live in Mantine's store (a package module, kept): left over, they fill its limit and
  //   queue the next file's toasts where no test finds them;
  notifications.clean();
});

// - what a file may have changed in the shared window and in vitest itself is put back.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

// jsdom lacks these browser APIs that Mantine uses (server-rendering tests run without a window).
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        // Tests ask for reduced motion, so Mantine's transitions (menus, popovers, modals) finish at
        // once instead of over animation frames and timeouts that a loaded machine stretches past
        // Testing Library's one-second wait (the theme respects the preference, as users get it).
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!window.ResizeObserver) {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.scrollTo = () => undefined;
}
