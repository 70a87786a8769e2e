import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (`npm run test:mutation`, stryker.config.mjs): only
 * the unit tests of the mutated pure files, so a mutant costs a second, not a database. Not part
 * of `vitest run` (the root vitest.config.ts lists the projects).
 */
export default defineConfig({
  test: {
    environment: 'node',
    env: { TZ: 'UTC' },
    // The property tests run instrumented code on a busy machine.
    testTimeout: 60_000,
    include: [
      'apps/api/src/modules/availability/**/*.test.ts',
      'apps/api/src/modules/payments/fee-rules*.test.ts',
      'packages/shared/src/payments/deposits*.test.ts',
      'packages/shared/src/format/{money,formatter}.test.ts',
    ],
  },
});
