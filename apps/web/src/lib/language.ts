import { DEFAULT_LOCALE, LOCALES } from '@chairly/shared/constants';
import type { Locale } from '@chairly/shared/constants';
import { readCookie } from '@chairly/shared/cookies';
import { matchLanguage, supportedLanguage } from '@chairly/shared/language-match';

const STORAGE_KEY = 'chairly.lang';
export const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Native names for the language switcher; never translated. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
  ar: 'العربية',
};

export function toLocale(value: string | null | undefined): Locale | null {
  return supportedLanguage(value, LOCALES) ?? null;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

type Sources = {
  stored: string | null;
  cookie: string | null;
  navigatorLanguages: readonly string[];
};

/**
 * Saved choice (this host's storage, then the cookie all subdomains share) → browser languages (or,
 * on the server, the Accept-Language tags in order) → English; matched as the API matches them.
 */
export function pickLanguage(sources: Sources): Locale {
  return toLocale(sources.stored) ?? toLocale(sources.cookie) ?? matchLanguage(sources.navigatorLanguages, LOCALES, DEFAULT_LOCALE);
}

export function detectLanguage(): Locale {
  return pickLanguage({
    stored: readStorage(),
    cookie: readCookie(document.cookie, LANG_COOKIE),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Remembers the choice here and, through a cookie on the base domain, on every subdomain. */
export function persistLanguage(locale: Locale, baseDomain: string | null): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable; the cookie still carries the choice.
  }
  const domain = baseDomain ? `; Domain=${baseDomain}` : '';
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${domain}${secure}`;
}
