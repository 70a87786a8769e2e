import { DEFAULT_LOCALE, LOCALES, type Locale } from '@chairly/shared';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey) => string;

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, de, fr, pt };

function supported(tag: string): Locale | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === base);
}

/** First supported language of `ui_locales` (space-separated), then of Accept-Language, else English. */
export function pickLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(' ')) {
      const locale = supported(tag);
      if (locale) return locale;
    }
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = supported(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function translator(locale: Locale): Translate {
  const catalogue = CATALOGUES[locale];
  return (key) => catalogue[key] ?? en[key];
}
