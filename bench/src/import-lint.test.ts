import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCircles } from '../../scripts/eslint-boundaries.js';

// Issue #30 (2): no import circles in any workspace, none between features either, and a feature or
// module is imported only through its public entry. The lint rules that keep it so (`import-x/no-cycle`,
// `chairly/feature-cycles` and `chairly/boundaries` in eslint.config.js, run by `npm run lint`) are
// checked here with the project's own configuration.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });
const made: string[] = [];

/** Writes `files` (name → code) into a new folder `dir` of the linted tree, removed after the tests. */
function writeFolder(dir: string, files: Record<string, string>): string {
  const folder = path.join(ROOT, `${dir}-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  made.push(folder);
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(folder, name), code);
  return folder;
}

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** The complaints of `rule` about the files, as "file:line". */
async function complaints(rule: string, files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === rule).map((m) => `${path.basename(r.filePath)}:${m.line}`));
}

describe('the import-circle lint rule', { timeout: 120_000 }, () => {
  it('fails on two API files importing each other (with the `.js` suffix), and on a longer circle', async () => {
    const folder = writeFolder('apps/api/src/modules/zz-lint-circle', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b() + 1;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => 2;\nexport const c = () => a();\n",
      'x.ts': "import { y } from './y';\nexport const x = () => y();\n",
      'y.ts': "import { z } from './z';\nexport const y = () => z();\n",
      'z.ts': "import { x } from './x';\nexport const z = (): number => (x ? 1 : 0);\n",
    });
    const files = ['a.ts', 'b.ts', 'x.ts', 'y.ts', 'z.ts'].map((f) => path.join(folder, f));
    expect(await complaints('import-x/no-cycle', files)).toEqual(['a.ts:1', 'b.ts:1', 'x.ts:1', 'y.ts:1', 'z.ts:1']);
  });

  it('fails on a web circle through the `@/` alias and a lazy import (as the language and account menus had)', async () => {
    const dir = `apps/web/src/app/zz-lint-circle`;
    const folder = writeFolder(dir, {
      'switcher.tsx': "export const Button = () => null;\nexport const load = () => import('./menu').then((m) => m.Menu);\n",
      'menu.tsx': `import { Button } from '@/app/zz-lint-circle-${process.pid}/switcher';\nexport const Menu = () => Button();\n`,
    });
    expect(await complaints('import-x/no-cycle', [path.join(folder, 'switcher.tsx'), path.join(folder, 'menu.tsx')])).toEqual(['switcher.tsx:2', 'menu.tsx:1']);
  });

  it('passes when the shared part has a file of its own, and ignores type-only imports (erased at run time)', async () => {
    const folder = writeFolder('apps/api/src/modules/zz-lint-no-circle', {
      'shared.ts': 'export type Row = { id: number };\nexport const two = () => 2;\n',
      'a.ts': "import { two } from './shared';\nimport type { B } from './b';\nexport type A = { b?: B };\nexport const a = () => two();\n",
      'b.ts': "import { a, type A } from './a';\nexport type B = { a?: A };\nexport const b = () => a();\n",
    });
    expect(await complaints('import-x/no-cycle', ['shared.ts', 'a.ts', 'b.ts'].map((f) => path.join(folder, f)))).toEqual([]);
  });
});

describe('the feature-circle lint rule', { timeout: 120_000 }, () => {
  const feature = (name: string) => `apps/web/src/features/${name}`;
  const alias = (name: string) => `@/features/${name}-${process.pid}`;

  it('refuses two web features importing each other by value through their index, naming the circle', async () => {
    const a = writeFolder(feature('zz-cycle-a'), { 'index.ts': `import { b } from '${alias('zz-cycle-b')}';\nexport const a = () => b() + 1;\n` });
    const b = writeFolder(feature('zz-cycle-b'), {
      'index.ts': "export { b } from './b';\n",
      'b.ts': `import { a } from '${alias('zz-cycle-a')}';\nexport const b = () => (a ? 2 : 0);\n`,
    });
    const results = await eslint.lintFiles([path.join(a, 'index.ts'), path.join(b, 'b.ts')]);
    const messages = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'chairly/feature-cycles').map((m) => `${path.basename(r.filePath)}:${m.line} ${m.message}`));
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(new RegExp(`^index.ts:1 .*zz-cycle-a-${process.pid} → zz-cycle-b-${process.pid} → zz-cycle-a-${process.pid}`));
    expect(messages[1]).toMatch(/^b\.ts:1 /);
  });

  it('lets type-only imports back through, and a one-way import', async () => {
    const c = writeFolder(feature('zz-cycle-c'), { 'index.ts': `import { d } from '${alias('zz-cycle-d')}';\nexport type C = { id: number };\nexport const c = () => d();\n` });
    const d = writeFolder(feature('zz-cycle-d'), {
      'index.ts': `import type { C } from '${alias('zz-cycle-c')}';\nimport { type C as Same } from '${alias('zz-cycle-c')}';\nexport const d = (x?: C, y?: Same) => (x ?? y ? 1 : 2);\n`,
    });
    expect(await complaints('chairly/feature-cycles', [path.join(c, 'index.ts'), path.join(d, 'index.ts')])).toEqual([]);
  });

  it("finds no circle between the web's features nor between the API's modules today", () => {
    expect(featureCircles('apps/web/src/features', ROOT).filter((c) => !c.includes('zz-cycle'))).toEqual([]);
    expect(featureCircles('apps/api/src/modules', ROOT)).toEqual([]);
  });
});

describe('the public-entry lint rule', { timeout: 60_000 }, () => {
  async function internals(code: string, file: string): Promise<number[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'chairly/boundaries').map((m) => m.line);
  }

  it("refuses another API module's or web feature's internals, and lets its index (and a web feature's screens) through", async () => {
    const api = [
      "import { createBookService } from '../booking/book.service';",
      "import { createAvailability } from '../availability/index';",
      "import { x } from '../availability';",
      "export { y } from '../payments/charges.service';",
      "import { own } from './waitlist.repository';",
      'export const z = [createBookService, createAvailability, x, own];',
    ].join('\n');
    expect(await internals(api, 'apps/api/src/modules/waitlist/new-file.ts')).toEqual([1, 4]);
    const web = [
      "import { BookingSummary } from '@/features/booking/components/booking-summary';",
      "import { BookingSummary as Same } from '@/features/booking';",
      "import { bookingScreens } from '@/features/booking/screens';",
      "import { paths } from '@/config/paths';",
      "const lazy = () => import('../../booking/routes/confirm-page');",
      'export const all = [BookingSummary, Same, bookingScreens, paths, lazy];',
    ].join('\n');
    expect(await internals(web, 'apps/web/src/features/waitlist/components/new-file.tsx')).toEqual([1, 5]);
    // Inside its own folder a module imports freely; the route table takes each feature's screens.
    expect(await internals("import { x } from '../booking/book.service';\nexport { x };", 'apps/api/src/modules/booking/routes/new-file.ts')).toEqual([]);
  });
});
