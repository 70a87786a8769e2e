import { COUNTRY_CODES, currencyCodes, currencyForCountry } from '@chairly/shared/format';

/**
 * Countries and currencies for the registration and Settings selects (issue #29): named in the
 * reader's language by the browser (`Intl.DisplayNames`), sorted as that language sorts them.
 */
export type Option = { value: string; label: string };

function displayNames(language: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type });
  } catch {
    return null;
  }
}

function sorted(options: Option[], language: string): Option[] {
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
}

/** Every country a stylist may choose, `{ value: 'DE', label: 'Deutschland' }` in German. */
export function countryOptions(language: string): Option[] {
  const names = displayNames(language, 'region');
  return sorted(
    COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })),
    language,
  );
}

/** The name of a currency with its code: `Euro (EUR)`. */
export function currencyLabel(code: string, language: string): string {
  const name = displayNames(language, 'currency')?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** Every currency this browser can write, labelled as `currencyLabel`. */
export function currencyOptions(language: string): Option[] {
  return sorted(
    currencyCodes().map((code) => ({ value: code, label: currencyLabel(code, language) })),
    language,
  );
}

/** The currency proposed for a country, else `fallback` (the one she has or the deployment's). */
export const proposedCurrency = (country: string | null | undefined, fallback: string | null): string | null =>
  (country ? currencyForCountry(country) : null) ?? fallback;

/** The region of the browser's first language that names one (`de-AT` → `AT`), else null. */
export function browserRegion(languages: readonly string[] = navigator.languages ?? [navigator.language]): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && COUNTRY_CODES.includes(region)) return region;
    } catch {
      // An unparsable tag names no region; the next may.
    }
  }
  return null;
}
