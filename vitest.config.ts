import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts (name, environment, setup). Playwright specs in e2e/
// are not vitest tests and are never picked up here.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/idp', 'apps/web', 'bench'],
  },
});
