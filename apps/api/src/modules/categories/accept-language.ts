import { DEFAULT_LOCALE, LOCALES, type Locale } from '@chairly/shared';

/**
 * The interface language a request prefers among en, de, fr, pt, by the Accept-Language
 * header's quality values (`de-CH,de;q=0.9,en;q=0.8` → de); English when none is offered.
 */
export function preferredLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const offers = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((offer) => offer.q > 0 && (LOCALES as readonly string[]).includes(offer.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (offers[0]?.base as Locale | undefined) ?? DEFAULT_LOCALE;
}
