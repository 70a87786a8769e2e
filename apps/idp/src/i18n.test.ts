import { LOCALES } from '@chairly/shared';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, pickLocale, translator } from './i18n';

describe('sign-in page catalogues', () => {
  it('cover the five interface languages', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
    expect(LOCALES).toContain('ar');
  });

  it.each(LOCALES)('%s has exactly the keys of en, none empty', (locale) => {
    const catalogue = CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), `${locale}.${key}`).not.toBe('');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is translated, not a copy of English', (locale) => {
    expect(translator(locale)('password')).not.toBe(CATALOGUES.en.password);
  });

  it('takes ui_locales first, then Accept-Language', () => {
    expect(pickLocale('ar', 'de')).toBe('ar');
    expect(pickLocale('es ar-EG', 'de')).toBe('ar');
    expect(pickLocale(undefined, 'ar-SA,en;q=0.5')).toBe('ar');
    expect(pickLocale('ja', 'fr')).toBe('fr');
  });
});
