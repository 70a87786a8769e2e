import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLanguage, preferredLocale } from './accept-language';
import { matchLanguage, supportedLanguage } from './language-match';
import { DEFAULT_LOCALE, LOCALES } from './constants';

const negotiate = (header: string | string[] | undefined) => negotiateLanguage(header, LOCALES, DEFAULT_LOCALE);

describe('negotiateLanguage', () => {
  it.each([
    ['one supported tag', 'de', 'de'],
    ['the highest quality value wins', 'en;q=0.5,de;q=0.9', 'de'],
    ['a region, then its language, then another', 'fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['equal q: the earlier tag wins, even when a later one is exact', 'de-CH,fr', 'de'],
    ['equal q: the earlier tag wins (explicit q)', 'fr;q=0.8,pt;q=0.8,de;q=0.7', 'fr'],
    ['a region falls back to its language', 'pt-BR', 'pt'],
    ['Arabic, the fifth language, by any region', 'ar-EG,ar;q=0.9,en;q=0.5', 'ar'],
    ['an unsupported first choice gives way to the next supported one', 'es-ES,es;q=0.9,pt-BR;q=0.8,en;q=0.5', 'pt'],
    ['q=0 refuses a language', 'de;q=0,fr;q=0.1', 'fr'],
    ['tags are case-insensitive and `_` reads as `-`', 'PT_br', 'pt'],
    ['spaces around parameters', 'de ; q=0.5 , fr ; q=0.6', 'fr'],
    ['the wildcard is "any other language": the fallback, at its q', 'ja, *;q=0.5, de;q=0.4', 'en'],
    ['the wildcard after a supported language', 'fr, *', 'fr'],
    ['no supported language', 'ja,zh', 'en'],
    ['an empty header', '', 'en'],
    ['no header', undefined, 'en'],
    ['several header lines are one list', ['it', 'pt'], 'pt'],
  ])('%s: %j → %s', (_case, header, language) => {
    expect(negotiate(header)).toBe(language);
  });

  it.each([
    ['a q that is not a number drops the tag', 'de;q=abc,fr;q=0.1', 'fr'],
    ['empty entries and stray separators', ' , ;;, de;;q=0.3,,', 'de'],
    ['garbage', '";=,=;"\u0000%%', 'en'],
    ['a very long header', `${'x'.repeat(10_000)},fr`, 'fr'],
  ])('malformed: %s', (_case, header, language) => {
    expect(negotiate(header)).toBe(language);
  });

  it('prefers the exact tag over its language prefix when regions are supported', () => {
    expect(negotiateLanguage('pt-BR', ['pt', 'pt-BR'], 'pt')).toBe('pt-BR');
    expect(negotiateLanguage('pt-PT', ['pt', 'pt-BR'], 'pt-BR')).toBe('pt');
  });
});

describe('preferredLocale', () => {
  it('negotiates among en, de, fr, pt, ar with English as the fallback', () => {
    expect(preferredLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('ar-SA')).toBe('ar');
    expect(preferredLocale('ja')).toBe(DEFAULT_LOCALE);
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by q, then by their place in the header, without q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1, pt;q=0')).toEqual(['de-CH', 'en', 'fr', '*']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('matchLanguage (browser languages)', () => {
  it('takes the first tag naming a supported language, else the fallback', () => {
    expect(matchLanguage(['es-ES', 'pt-BR', 'de'], LOCALES, 'en')).toBe('pt');
    expect(matchLanguage(['ja'], LOCALES, 'en')).toBe('en');
    expect(matchLanguage([], LOCALES, 'de')).toBe('de');
  });

  it('supportedLanguage names nothing for an unsupported tag, the wildcard or nothing', () => {
    expect(supportedLanguage('de-AT', LOCALES)).toBe('de');
    expect(supportedLanguage('ar-MA', LOCALES)).toBe('ar');
    expect(supportedLanguage('es', LOCALES)).toBeUndefined();
    expect(supportedLanguage('*', LOCALES)).toBeUndefined();
    expect(supportedLanguage(null, LOCALES)).toBeUndefined();
  });
});
