import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue #29: money, dates and times are written by the one formatter (packages/shared/src/format),
// never by a feature's own Intl call. The lint rule that keeps it so (`no-restricted-syntax` in
// eslint.config.js) is checked here on snippets placed where new code would go.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The one-formatter complaints ESLint makes about `code` if it were the file `file`. */
async function complaints(code: string, file: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('the one formatter’s lint rule', { timeout: 60_000 }, () => {
  it('refuses a money or date Intl call, toLocale…String and toFixed in the apps and the shared package', async () => {
    const code = [
      "export const a = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(45);",
      "export const b = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date());",
      "export const c = Intl.NumberFormat('ar').format(3);",
      "export const d = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' }).format(1, 'day');",
      "export const e = new Date().toLocaleDateString('pt');",
      "export const f = (45).toLocaleString('de');",
      "export const g = '$' + (45).toFixed(2);",
    ].join('\n');
    for (const file of ['apps/web/src/features/services/utils/price.ts', 'apps/api/src/modules/notifications/templates/xx.ts', 'apps/idp/src/pages/x.ts', 'packages/shared/src/payments/x.ts']) {
      expect(await complaints(code, file), file).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    expect(await complaints("export const a = <b>{new Intl.NumberFormat('de').format(4)}</b>;", 'apps/web/src/features/x/components/y.tsx')).toEqual([1]);
  });

  it('lets the formatter itself and tests use Intl, and leaves plurals, names, sorting and lists of values free', async () => {
    expect(await complaints("export const a = new Intl.NumberFormat('de').format(4);", 'packages/shared/src/format/money.ts')).toEqual([]);
    expect(await complaints("export const a = new Intl.NumberFormat('de').format(4);", 'apps/web/src/features/x/y.test.ts')).toEqual([]);
    const free = [
      "export const a = new Intl.PluralRules('ar').select(3);",
      "export const b = new Intl.DisplayNames(['de'], { type: 'region' }).of('FR');",
      "export const c = new Intl.Collator('de').compare('a', 'b');",
      "export const d = Intl.supportedValuesOf('currency');",
      'export const e = (f: Intl.DateTimeFormat) => f;',
    ].join('\n');
    expect(await complaints(free, 'apps/web/src/features/x/y.ts')).toEqual([]);
  });
});
