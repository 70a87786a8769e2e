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
    env: { TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
