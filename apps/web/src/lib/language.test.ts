import { describe, expect, it } from 'vitest';
import { detectLanguage, persistLanguage, pickLanguage, toLocale } from './language';

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
    expect(toLocale('ar-EG')).toBe('ar');
    expect(toLocale('ja')).toBeNull();
  });
});

describe('persistLanguage', () => {
  it('stores the choice locally and in the lang cookie', () => {
    persistLanguage('pt', null);
    expect(localStorage.getItem('chairly.lang')).toBe('pt');
    expect(document.cookie).toContain('lang=pt');
  });
});

describe('detectLanguage', () => {
  it('reads the shared lang cookie when this host has no saved choice, and skips a malformed one', () => {
    localStorage.removeItem('chairly.lang');
    document.cookie = 'lang=de; Path=/';
    expect(detectLanguage()).toBe('de');
    document.cookie = 'lang=%E0%A4%A; Path=/';
    expect(detectLanguage()).toBe(pickLanguage({ stored: null, cookie: null, navigatorLanguages: navigator.languages }));
    document.cookie = 'lang=; Max-Age=0; Path=/';
  });
});
