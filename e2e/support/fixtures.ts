import { test as base, expect } from '@playwright/test';
import { hostRequest, type HostResponse } from './host-request';
import { watchPage, type PageProblems } from './page-errors';
import { signInAsCustomer, signInAsStylist, type DemoAccount } from './sign-in';
import { workerSystem } from './system';
import { systemUrls, urlsFromEnv, type SystemUrls } from './urls';

type Fixtures = {
  /** Page errors and console errors of `page` during the test (assert `toEqual([])`). */
  problems: PageProblems;
  /** Extra patterns of console errors a test accepts (e.g. blocked map tiles). */
  ignoredErrors: RegExp[];
  /** GET/POST from Node to a host of the system (127.0.0.1 + Host header). */
  hostFetch: (host: string, path: string, options?: Parameters<typeof hostRequest>[3]) => Promise<HostResponse>;
  signIn: { stylist: (account?: DemoAccount) => Promise<void>; customer: (subdomain: string, account?: DemoAccount) => Promise<void> };
};
type WorkerFixtures = { urls: SystemUrls };

export const test = base.extend<Fixtures, WorkerFixtures>({
  urls: [
    /**
     * Each parallel worker its own system (ports, DATA_DIR with its PostgreSQL, identity provider),
     * started by global-setup.ts and kept for the run (support/system.ts `workerSystem`): two
     * workers never share data, and a worker's spec files run one after another against it, as
     * with one worker. E2E_PORT (a system already running, see README.md) is one set of data: the
     * config then runs one worker.
     */
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use, workerInfo) => {
      if (process.env.E2E_PORT) return use(urlsFromEnv());
      const runDir = process.env.E2E_RUN_DIR;
      if (!runDir) throw new Error('E2E_RUN_DIR is not set: run the tests through playwright.config.ts (global setup)');
      const system = await workerSystem(runDir, workerInfo.parallelIndex);
      await use(systemUrls(system.port, system.idpPort));
    },
    // Starting one anew (the recorded one died) takes 10–60 s (PostgreSQL, migrations, seed; longer
    // under load): its own timeout, not the first test's.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ urls }, use) => {
    await use(urls.rootUrl);
  },
  ignoredErrors: [[], { option: true }],
  problems: async ({ page, ignoredErrors }, use) => {
    await use(watchPage(page, ignoredErrors));
  },
  hostFetch: async ({ urls }, use) => {
    await use((host, path, options) => hostRequest(urls.port, host, path, options));
  },
  signIn: async ({ page, urls }, use) => {
    await use({
      stylist: (account) => signInAsStylist(page, urls, account),
      customer: (subdomain, account) => signInAsCustomer(page, urls, subdomain, account),
    });
  },
});

export { expect };
