import { describe, expect, it } from 'vitest';
import { persistLanguage, pickLanguage, readCookieFrom, toLocale } from './language';

describe('pickLanguage', () => {
  it('prefers the saved choice, then the shared cookie', () => {
    expect(pickLanguage({ stored: 'fr', cookie: 'de', navigatorLanguages: ['pt-BR'] })).toBe('fr');
    expect(pickLanguage({ stored: null, cookie: 'de', navigatorLanguages: ['pt-BR'] })).toBe('de');
  });

  it('falls back to the first supported browser language, then English', () => {
    expect(
      pickLanguage({ stored: 'xx', cookie: null, navigatorLanguages: ['es-ES', 'pt-BR'] }),
    ).toBe('pt');
    expect(pickLanguage({ stored: null, cookie: null, navigatorLanguages: ['ja'] })).toBe('en');
  });

  it('maps regional codes onto supported locales', () => {
    expect(toLocale('de-AT')).toBe('de');
    expect(toLocale('ar')).toBeNull();
  });
});

describe('persistLanguage', () => {
  it('stores the choice locally and in the lang cookie', () => {
    persistLanguage('pt', null);
    expect(localStorage.getItem('chairly.lang')).toBe('pt');
    expect(document.cookie).toContain('lang=pt');
  });
});

describe('readCookieFrom', () => {
  it('finds a cookie among others, and gives null when it is absent or malformed', () => {
    expect(readCookieFrom('a=1; lang=pt; b=2', 'lang')).toBe('pt');
    expect(readCookieFrom('xlang=de', 'lang')).toBeNull();
    expect(readCookieFrom(undefined, 'lang')).toBeNull();
    expect(readCookieFrom('lang=%E0%A4%A', 'lang')).toBeNull();
  });
});
