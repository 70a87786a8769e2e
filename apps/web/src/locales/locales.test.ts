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
const namespaces = [...new Set([...byLocale.values()].flatMap((m) => [...m.keys()]))].sort();

describe('locale files', () => {
  it('exist only for the supported languages', () => {
    expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'errors', 'landing', 'legal', 'nav']),
    );
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const reference = Object.keys(byLocale.get('en')?.get(namespace) ?? {}).sort();

    it.each([...LOCALES])('has exactly the English keys in %s', (locale) => {
      const keys = byLocale.get(locale)?.get(namespace);
      expect(keys, `${locale}/${namespace}.json is missing`).toBeDefined();
      expect(Object.keys(keys ?? {}).sort()).toEqual(reference);
    });

    it.each([...LOCALES])('has no empty values in %s', (locale) => {
      const entries = Object.entries(byLocale.get(locale)?.get(namespace) ?? {});
      const empty = entries
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([k]) => k);
      expect(empty).toEqual([]);
    });
  });
});
