// @ts-check
/**
 * Mutation testing of the pure rules that decide availability and money (docs/testing.md):
 * `npm run test:mutation`, on demand (not part of `npm test`). The score must stay at or above 85 %.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    // The availability engine and its pure helpers; services and repositories read the database
    // and are covered by the API tests instead.
    'apps/api/src/modules/availability/**/*.ts',
    '!apps/api/src/modules/availability/**/*.test.ts',
    '!apps/api/src/modules/availability/**/index.ts',
    '!apps/api/src/modules/availability/**/*.{service,repository,routes}.ts',
    // Money: fees, deposits and the one money formatter.
    'apps/api/src/modules/payments/fee-rules.ts',
    'packages/shared/src/payments/deposits.ts',
    'packages/shared/src/format/money.ts',
  ],
  coverageAnalysis: 'perTest',
  // Two cores on the shared machine.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['e2e', 'bench', 'apps/web', 'apps/idp', 'docs', 'reports', '.data*', 'dist', 'test-results', 'playwright-report'],
  cleanTempDir: 'always',
};
