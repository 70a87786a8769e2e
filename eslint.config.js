// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-boundaries.js';

/**
 * Issue #29, one formatter (docs/architecture.md "Money, dates and times: the one formatter"): every
 * amount, date and time a person reads is written by packages/shared/src/format, never by a
 * feature's own Intl call, toLocale…String or toFixed. Intl.PluralRules, DisplayNames, Collator,
 * Locale and supportedValuesOf stay free. Checked by bench/src/one-formatter-lint.test.ts.
 */
const ONE_FORMATTER_MESSAGE = 'Write money, dates and times with the one formatter (@chairly/shared/format), not with your own Intl call.';
const ONE_FORMATTER = [
  {
    selector: "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat|RelativeTimeFormat)$/]",
    message: ONE_FORMATTER_MESSAGE,
  },
  {
    selector: 'CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|toFixed)$/]',
    message: ONE_FORMATTER_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      '**/.data*/**',
      'bench/results/**',
      'test-results/**',
      '**/playwright-report/**',
      '**/test-results/**',
      // StrykerJS's sandboxes (a copy of the repository while it runs) and its reports.
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { chairly: boundaries },
    rules: {
      'chairly/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Issue #30: no import circles in any workspace (docs/architecture.md §3). import-x/no-cycle follows
    // every value import (a type-only import is erased and cannot make a circle at run time) to any
    // depth; the TypeScript resolver reads each workspace's tsconfig, so `@/…`, `.js`-suffixed and
    // `@chairly/shared` imports resolve to their files. Packages in node_modules are not followed
    // (none imports ours; following them doubled the rule's time). Checked by bench/src/import-lint.test.ts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/shared/tsconfig.json', 'bench/tsconfig.json', 'e2e/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: '∞', ignoreExternal: true }] },
  },
  {
    // Issue #30: no circles between web features or API modules either (docs/architecture.md §3): the
    // import that closes one (A imports B's index, B imports A's) is refused, naming the circle.
    // Checked by bench/src/import-lint.test.ts.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'chairly/feature-cycles': 'error' },
  },
  {
    // Plain scripts served as they are (no bundler): browser globals, classic script.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script', ecmaVersion: 5 },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/format/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_FORMATTER] },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: { 'no-console': 'off' },
  },
);
