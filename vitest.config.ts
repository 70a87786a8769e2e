import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts (name, environment, setup). Playwright specs in e2e/
// are not vitest tests and are never picked up here.
export default defineConfig({
  test: {
    // At most two files at a time in all (vitest's default on two cores is one). A project does not
    // inherit this: `api` and `web` set their own. docs/testing.md, "Where the time goes".
    maxWorkers: 2,
    projects: ['packages/shared', 'apps/api', 'apps/idp', 'apps/web', 'bench'],
  },
});
