import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_CHROMIUM_PATH } from './support/chromium';

// Tests drive Debian's Chromium; Playwright must never download a browser (see README.md).
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Two spec files at a time, each worker against its own system (support/fixtures.ts `urls`): on
  // the 2-core machine a test mostly waits (page loads, the API, PostgreSQL, timers), and a second
  // worker fills that wait (docs/testing.md "Where the time goes"). A system already running
  // (E2E_PORT) is one set of data for everyone: one worker.
  workers: process.env.E2E_PORT ? 1 : 2,
  // The tests of a file run in order in one worker; files are what is spread over workers.
  fullyParallel: false,
  forbidOnly: CI,
  // A flaky test is a defect with a cause, never retried into green (issue #30): no retries, in CI too.
  retries: 0,
  // A journey here signs in through the identity provider and loads two or three screens: 10–15 s
  // alone, and up to 30 s beside the other worker on a slow 2-core machine (a settings test ran out
  // of 30 s so on 29 Nov 2026, each of its steps waiting on a busy CPU). A hang still fails.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    // DOM snapshots and sources, without the screencast (a JPEG of every frame the page paints: about 6 %
    // of a spec's time here); a failed test still gets its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Pages open with `prefers-reduced-motion: reduce`, which the app honours (Mantine's
    // `respectReducedMotion`): drawers, dialogs and menus appear without their 150–200 ms
    // transitions, so nothing waits on an animation or paints its frames (with the headless
    // shell, about 16 % less CPU for the same specs; docs/testing.md). Motion is decoration here:
    // no rule of the app depends on it.
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [{ name: 'chromium' }],
});
