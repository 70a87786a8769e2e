import { test as base, expect } from '@playwright/test';
import { hostRequest, type HostResponse } from './host-request';
import { watchPage, type PageProblems } from './page-errors';
import { signInAsCustomer, signInAsStylist, type DemoAccount } from './sign-in';
import { urlsFromEnv, type SystemUrls } from './urls';

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
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      await use(urlsFromEnv());
    },
    { scope: 'worker' },
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
