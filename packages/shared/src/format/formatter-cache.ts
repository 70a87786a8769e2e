/**
 * The one formatter's Intl objects, built once per locale and options (currency, zone) and reused:
 * building one costs far more than formatting with it, and a page formats hundreds of values (a
 * server render of the booking page spent a tenth of its time building them, issue #33.3).
 * Bounded: the keys come from callers' locales, currencies and zones, so a long-running process
 * keeps at most `max` per kind, dropping the one built longest ago.
 */
export const FORMATTER_CACHE_MAX = 256;

export function formatterCache<T>(max = FORMATTER_CACHE_MAX): (key: string, build: () => T) => T {
  const kept = new Map<string, T>();
  return (key, build) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = build();
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
    }
    return value;
  };
}
