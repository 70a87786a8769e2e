import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One PostgreSQL for the run, then the migrated and seeded templates each file's database copies.
    globalSetup: ['../../scripts/test/pg-global-setup.ts', '../../scripts/test/api-templates-setup.ts'],
    // Two files at a time (vitest's default on two cores is one; a project does not inherit the
    // root's setting): most files wait on PostgreSQL or on processes they started.
    maxWorkers: 2,
    // A worker keeps its imports from one file to the next (as the web project does): each file used
    // to import the app afresh, ~1.2 s a file. Every file builds its own app on its own database and
    // closes it; docs/testing.md, "Where the time goes".
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
