import { DEFAULT_LOCALE, LOCALES } from '@chairly/shared/constants';
import type { Locale } from '@chairly/shared/constants';

const STORAGE_KEY = 'chairly.lang';
export const LANG_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Native names for the language switcher; never translated. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

export function toLocale(value: string | null | undefined): Locale | null {
  const base = value?.toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === base) ?? null;
}

/** A cookie's value in a `Cookie` header or `document.cookie`; null when absent or malformed. */
export function readCookieFrom(cookies: string | undefined, name: string): string | null {
  const entry = cookies
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(name.length + 1));
  } catch {
    return null;
  }
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

/** Saved choice (this host's storage, then the cookie all subdomains share) → browser languages → English. */
export function pickLanguage(sources: Sources): Locale {
  const saved = toLocale(sources.stored) ?? toLocale(sources.cookie);
  if (saved) return saved;
  for (const language of sources.navigatorLanguages) {
    const locale = toLocale(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function detectLanguage(): Locale {
  return pickLanguage({
    stored: readStorage(),
    cookie: readCookieFrom(document.cookie, LANG_COOKIE),
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
