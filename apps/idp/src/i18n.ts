import { LOCALES, preferredLocale, supportedLanguage, type Locale } from '@chairly/shared';
import ar from './locales/ar.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey) => string;

/** One catalogue per interface language; `en.json` is the reference for the keys (`i18n.test.ts`). */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, de, fr, pt, ar };

/** First supported language of `ui_locales` (space-separated), then the Accept-Language negotiation, else English. */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  for (const tag of requested) {
    const locale = supportedLanguage(tag, LOCALES);
    if (locale) return locale;
  }
  return preferredLocale(acceptLanguage);
}

export function translator(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale];
  return (key) => catalogue[key] ?? en[key];
}
