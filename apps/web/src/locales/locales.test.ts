import { LOCALES } from '@chairly/shared/constants';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Every leaf of a translation file as `path → value`. */
function flatten(
  value: unknown,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

const byLocale = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, content] of Object.entries(files)) {
  const [, locale, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!locale || !namespace) continue;
  if (!byLocale.has(locale)) byLocale.set(locale, new Map());
  byLocale.get(locale)?.set(namespace, flatten(content));
}
/**
 * The offline page's words live in public/offline.js (the page is cached whole and cannot load
 * these files); they are held to the same rules: every supported language, the English keys, no empty value.
 */
const offlineScript = Object.values(
  import.meta.glob<string>('../../public/offline.js', { eager: true, query: '?raw', import: 'default' }),
)[0];
function offlineTexts(): Record<string, Record<string, unknown>> {
  const literal = /var TEXT = (\{[\s\S]*?\n {2}\});/.exec(offlineScript ?? '')?.[1];
  if (!literal) throw new Error('public/offline.js: no `var TEXT = {…};` found');
  // The object literal of a file of ours (quoted strings only): evaluated, not parsed by hand.
  return new Function(`return ${literal}`)() as Record<string, Record<string, unknown>>;
}

const namespaces = [...new Set([...byLocale.values()].flatMap((m) => [...m.keys()]))].sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural forms a key needs in a language: every category `Intl.PluralRules` picks for a count
 * from 0 to 1000 (i18next picks the suffix the same way). French and Portuguese `many` (a million)
 * is not among them; Arabic needs all six.
 */
function requiredForms(locale: string): Set<string> {
  const rules = new Intl.PluralRules(locale);
  return new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)));
}

/** Forms a language may have: its own categories, and `zero`, which i18next uses for 0 in any language. */
function allowedForms(locale: string): Set<string> {
  return new Set(['zero', ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories]);
}

/** Plain keys as they are; a plural family (`x_one`, `x_other`…) as `x` → its forms. */
function split(keys: readonly string[]): { plain: string[]; plurals: Map<string, Set<string>> } {
  const plurals = new Map<string, Set<string>>();
  const plain: string[] = [];
  for (const key of keys) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (!form) {
      plain.push(key);
      continue;
    }
    const base = key.slice(0, -form.length - 1);
    plurals.set(base, (plurals.get(base) ?? new Set()).add(form));
  }
  return { plain: plain.sort(), plurals };
}

describe('locale files', () => {
  it('exist only for the supported languages', () => {
    expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'errors', 'landing', 'legal', 'nav']),
    );
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const reference = split(Object.keys(byLocale.get('en')?.get(namespace) ?? {}));

    it.each([...LOCALES])('has the English keys in %s, each plural with its language’s forms', (locale) => {
      const keys = byLocale.get(locale)?.get(namespace);
      expect(keys, `${locale}/${namespace}.json is missing`).toBeDefined();
      const { plain, plurals } = split(Object.keys(keys ?? {}));
      expect(plain).toEqual(reference.plain);
      expect([...plurals.keys()].sort()).toEqual([...reference.plurals.keys()].sort());
      const required = requiredForms(locale);
      const allowed = allowedForms(locale);
      for (const [base, forms] of plurals) {
        const missing = [...required].filter((form) => !forms.has(form));
        const foreign = [...forms].filter((form) => !allowed.has(form));
        expect({ base, missing, foreign }).toEqual({ base, missing: [], foreign: [] });
      }
    });

    it.each([...LOCALES])('has no empty values in %s', (locale) => {
      const entries = Object.entries(byLocale.get(locale)?.get(namespace) ?? {});
      const empty = entries
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([k]) => k);
      expect(empty).toEqual([]);
    });
  });

  describe('offline page (public/offline.js)', () => {
    const texts = offlineTexts();
    const reference = Object.keys(texts.en ?? {}).sort();

    it('has exactly the supported languages', () => {
      expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
      expect(reference.length).toBeGreaterThan(0);
    });

    it.each([...LOCALES])('has the English keys in %s, none empty', (locale) => {
      const words = texts[locale] ?? {};
      expect(Object.keys(words).sort()).toEqual(reference);
      expect(Object.entries(words).filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
