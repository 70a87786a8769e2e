// Types of the plain ESM lint plugin next to it (imported by eslint.config.js and bench/src/import-lint.test.ts).
import type { ESLint } from 'eslint';

export const boundaries: ESLint.Plugin;
/** Every circle between the features of an area (`apps/web/src/features`, `apps/api/src/modules`), as 'a → b → a'. */
export function featureCircles(root: string, cwd?: string): string[];
